/// What a router keeps only in occasional cases: an interactor that is not a Graft ``Interactor``, how the router
/// follows it, a leak detector set on the router itself, the broadcast behind its `lifecycle` streams, and what a
/// released parent handed over.
///
/// Almost every router has none of these, so a router makes this object on first use and otherwise keeps one word
/// for all of them.
@MainActor
final class RouterOccasionalState {
    /// The interactor, when it is not a Graft ``Interactor``; a Graft one the router keeps as a class reference.
    var foreignInteractable: (any Interactable)?

    /// How the router follows ``foreignInteractable``'s active state, once loaded.
    var activityObservation: ActivityObservation?

    /// The detector set on this router, which its subtree then uses instead of its parent's.
    var assignedLeakDetector: LeakDetector?

    /// The broadcast behind the router's `lifecycle` streams, made by the first read.
    var lifecycleBroadcast: StateBroadcast<RouterLifecycle>?

    /// What the router's parent handed over when it was released, until the router is attached again.
    var releasedParent: ReleasedParent?
}

/// The detector and tree path a released router hands to its children, which are released with it or live on
/// detached: a leak they report then names the detector and the place in the tree they had.
struct ReleasedParent {
    let leakDetector: LeakDetector
    let path: String
}
