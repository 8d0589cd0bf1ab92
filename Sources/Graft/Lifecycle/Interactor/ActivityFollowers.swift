/// What follows an interactor's active state besides its first observer, made on first use: most interactors have
/// only their router, so they keep one word for all three.
@MainActor
final class ActivityFollowers {
    /// Behind `isActiveStream`.
    var broadcast: StateBroadcast<Bool>?

    /// The tasks of the current active period.
    var boundTasks: BoundTasks?

    /// Notified after the first observer, in order of registration.
    var laterObservers: [WeakActivityObserver] = []
}
