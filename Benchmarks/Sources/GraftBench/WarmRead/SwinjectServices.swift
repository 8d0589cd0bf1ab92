import Swinject

/// The Swinject baseline: a container with the same services, each in the `.container` scope, so every resolve
/// after the first returns the instance the container keeps.
enum SwinjectServices {
    /// Services registered under these names stand in for ``WarmComponent``'s other members.
    static let neighbourNames = ["logger", "settings", "session"]

    /// A container with ``Service`` and `Int` registered, plus three named neighbours, all resolved once.
    ///
    /// - Parameter seed: The run-time value the services are made from.
    /// - Returns: The container.
    static func makeContainer(seed: Int) -> Container {
        let container = Container()
        for (offset, name) in neighbourNames.enumerated() {
            container.register(Service.self, name: name) { _ in Service(seed: seed &+ offset &+ 1) }
                .inObjectScope(.container)
        }
        container.register(Service.self) { _ in Service(seed: seed) }.inObjectScope(.container)
        container.register(Int.self) { _ in seed }.inObjectScope(.container)
        for name in neighbourNames { _ = container.resolve(Service.self, name: name) }
        _ = container.resolve(Service.self)
        _ = container.resolve(Int.self)
        return container
    }
}
