/// A router as its parent and the rest of the tree see it.
///
/// Each feature refines `Routing` with the navigation its interactor asks for, and its parent keeps the child
/// through that protocol:
///
/// ```swift
/// @MainActor
/// protocol HomeRouting: ViewableRouting {
///     func routeToProfile()
/// }
/// ```
///
/// ``Router`` implements every requirement; a test double that conforms directly can be attached to a real router.
@MainActor
public protocol Routing: AnyObject, Sendable {
    /// The router's interactor, as the router activates and deactivates it.
    var interactable: any Interactable { get }

    /// The routers attached to this one, in the order they were attached.
    var children: [any Routing] { get }

    /// The router's name in tree paths such as `Root/Home/Profile`; by default the type's name without `Router`.
    var name: String { get }

    /// Sets the router up once, the first time it is attached or launched; later calls do nothing.
    ///
    /// Graft calls it; feature code does not.
    func load()

    /// Attaches `child` below this router, activates its subtree and loads it.
    ///
    /// - Parameter child: A router that is not attached anywhere.
    func attachChild(_ child: any Routing)

    /// Deactivates the subtree of `child` and removes it from this router's children.
    ///
    /// - Parameter child: One of this router's children.
    func detachChild(_ child: any Routing)
}

extension Routing {
    /// The type's name without a trailing `Router`, such as `Profile` for `ProfileRouter`.
    public var name: String {
        Self.defaultName(of: type(of: self))
    }

    /// The name of a router type without a trailing `Router`, or the whole name when nothing else would remain.
    static func defaultName(of type: Any.Type) -> String {
        let typeName = String(describing: type)
        guard typeName.hasSuffix("Router"), typeName != "Router" else { return typeName }
        return String(typeName.dropLast("Router".count))
    }
}
