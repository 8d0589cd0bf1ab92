import Foundation
import Graft
import Swinject

// The contenders of the warm-read benchmarks (1 and 2): the service they share, and each container's way of
// keeping it; swift-dependencies' is in DependenciesServices.swift, since its `Dependency` is also Graft's.

/// A service as components share it: a final class, so a read returns a reference that is counted.
final class Service: Sendable {
    /// A number from the run, so nothing about the service is known at compile time.
    let seed: Int

    init(seed: Int) {
        self.seed = seed
    }

    /// The object's address, which the benchmarks fold into their checksums.
    var identity: Int { Int(bitPattern: ObjectIdentifier(self)) }
}

/// The hand-wired baseline: the services made up front and kept in stored properties.
///
/// `count` is a `var` set from a run-time value, so the compiler cannot fold a read of it into a constant.
/// `@unchecked Sendable`: `count` is written only by the initializer; it is a `var` for the reason above, not to
/// change.
final class HandWiredServices: @unchecked Sendable {
    let service: Service
    var count: Int

    init(seed: Int) {
        service = Service(seed: seed)
        count = seed
    }
}

/// The Graft side of the warm-read benchmark: a component with a few `shared` members, as a real one has.
///
/// The other members are created before `service` and `count` are read, so the reads probe a table that holds
/// more than the one entry they look for.
final class WarmComponent: Component<EmptyDependency>, @unchecked Sendable {
    let seed: Int

    var logger: Service { shared { Service(seed: seed &+ 1) } }
    var settings: Service { shared { Service(seed: seed &+ 2) } }
    var service: Service { shared { Service(seed: seed) } }
    var count: Int { shared { seed } }
    var session: Service { shared { Service(seed: seed &+ 3) } }

    init(seed: Int) {
        self.seed = seed
        super.init(dependency: EmptyComponent())
    }

    /// Creates every member, so the benchmark reads only warm values.
    func warmUp() {
        _ = (logger, settings, service, count, session)
    }
}

/// The `shared` of Uber's RIBs and needle, rebuilt as a baseline: a recursive lock and a dictionary keyed by the
/// calling member's name.
///
/// Every read takes the lock, hashes the member's name, looks it up and casts the `Any` it finds back to the
/// member's type, which is the cost Graft's lock-free table exists to avoid.
class LockedDictionaryComponent: @unchecked Sendable {
    // @unchecked: the dictionary is only touched under the lock.
    private let sharedInstanceLock = NSRecursiveLock()
    private var sharedInstances: [String: Any] = [:]

    /// Returns the instance stored under the caller's name, creating it on first access.
    final func shared<Value>(memberName: String = #function, _ factory: () -> Value) -> Value {
        sharedInstanceLock.lock()
        defer { sharedInstanceLock.unlock() }
        if let instance = (sharedInstances[memberName] as? Value?) ?? nil {
            return instance
        }
        let instance = factory()
        sharedInstances[memberName] = instance
        return instance
    }
}

/// The lock-and-dictionary baseline with the same members as ``WarmComponent``.
final class LockedDictionaryServices: LockedDictionaryComponent, @unchecked Sendable {
    let seed: Int

    var logger: Service { shared { Service(seed: seed &+ 1) } }
    var settings: Service { shared { Service(seed: seed &+ 2) } }
    var service: Service { shared { Service(seed: seed) } }
    var count: Int { shared { seed } }
    var session: Service { shared { Service(seed: seed &+ 3) } }

    init(seed: Int) {
        self.seed = seed
    }

    /// Creates every member, so the benchmark reads only warm values.
    func warmUp() {
        _ = (logger, settings, service, count, session)
    }
}

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
