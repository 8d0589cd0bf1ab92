/// The hand-over between a walk that activates or deactivates a subtree and the routers that follow their
/// interactors, so that each router of the subtree is visited once.
///
/// Changing a router's interactor notifies that router's observation, which brings the router's children to the
/// same state. Without this hand-over, the walk would then visit those children again, and a router at depth `k`
/// would be visited once per ancestor.
@MainActor
enum SubtreeActivation {
    private struct Change {
        let router: ObjectIdentifier
        let isActive: Bool
    }

    /// The change a walk is making to one router's interactor right now, until that router's observation claims it.
    private static var pending: Change?

    /// Runs `change`, which brings the interactor of `router` to `isActive`, and says whether the router's
    /// observation brought its children along meanwhile.
    ///
    /// - Parameters:
    ///   - router: The identity of the router whose interactor changes.
    ///   - isActive: The state it changes to.
    ///   - change: Activates or deactivates the interactor.
    /// - Returns: Whether ``claim(_:isActive:)`` was called for `router` and `isActive` during `change`.
    static func change(_ router: ObjectIdentifier, to isActive: Bool, _ change: () -> Void) -> Bool {
        let enclosing = pending
        pending = Change(router: router, isActive: isActive)
        change()
        let childrenReached = pending == nil
        pending = enclosing
        return childrenReached
    }

    /// Tells the walk changing the interactor of `router` to `isActive`, if one is, that the router is bringing its
    /// children along itself.
    ///
    /// - Parameters:
    ///   - router: The identity of the router whose observation was notified.
    ///   - isActive: The state its interactor changed to.
    static func claim(_ router: ObjectIdentifier, isActive: Bool) {
        // An identity rather than a router: passing a generic `Router` as `any Routing` looks up its conformance.
        guard let change = pending, change.router == router, change.isActive == isActive else {
            return
        }
        pending = nil
    }
}
