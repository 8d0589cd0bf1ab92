/// What a router keeps only in occasional cases: an interactor that is not a Graft ``Interactor``, how the router
/// follows it, a leak detector set on the router itself, and the broadcast behind its `lifecycle` streams.
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
}
