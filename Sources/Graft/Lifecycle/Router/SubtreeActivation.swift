/// Lets a walk that activates or deactivates a subtree skip the children of a router whose observation already
/// brought them along, so each router is visited once rather than once per ancestor.
@MainActor
enum SubtreeActivation {
    private struct Change {
        let router: ObjectIdentifier
        let isActive: Bool
    }

    /// Until the router's observation claims it.
    private static var pending: Change?

    /// Runs `change`, which brings the interactor of `router` to `isActive`, and returns whether the router's
    /// observation claimed it meanwhile.
    static func change(_ router: ObjectIdentifier, to isActive: Bool, _ change: () -> Void) -> Bool {
        let enclosing = pending
        pending = Change(router: router, isActive: isActive)
        change()
        let childrenReached = pending == nil
        pending = enclosing
        return childrenReached
    }

    /// Tells the walk changing the interactor of `router`, if one is, that the router brings its children along.
    static func claim(_ router: ObjectIdentifier, isActive: Bool) {
        // An identity rather than a router: passing a generic `Router` as `any Routing` looks up its conformance.
        guard let change = pending, change.router == router, change.isActive == isActive else {
            return
        }
        pending = nil
    }
}
