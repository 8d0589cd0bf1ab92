/// What few routers need, made on first use, so that every other router keeps one word for all of it.
@MainActor
final class RouterOccasionalState {
    /// An interactor that is not a Graft ``Interactor``.
    var foreignInteractable: (any Interactable)?

    /// How the router follows ``foreignInteractable``, once loaded.
    var activityObservation: ActivityObservation?

    /// Set on this router, for its subtree, instead of its parent's.
    var assignedLeakDetector: LeakDetector?

    /// Behind `lifecycle`, made by its first read.
    var lifecycleBroadcast: StateBroadcast<RouterLifecycle>?

    /// Until the router is attached again.
    var releasedParent: ReleasedParent?

    /// The feature's component, when the builder passed one; the router keeps it here once it has this state.
    var component: AnyObject?
}

/// The detector and tree path a released router hands to its children, for the leaks they report later.
struct ReleasedParent {
    let leakDetector: LeakDetector
    /// `nil` when the detector was off as the parent was released.
    let path: String?
}
