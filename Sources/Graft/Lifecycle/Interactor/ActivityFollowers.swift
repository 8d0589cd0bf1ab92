/// What follows an interactor's active state besides its first observer: the broadcast behind its
/// `isActiveStream`, the tasks bound to its active period, and the observers registered after the first.
///
/// Most interactors have none of these, only their router as first observer, so an interactor makes this object on
/// first use and otherwise keeps one word for all three. Nothing here needs the interactor's `deinit`: the broadcast
/// finishes its streams and the task set cancels its tasks when they are released with it.
@MainActor
final class ActivityFollowers {
    /// The broadcast behind `isActiveStream`, made by its first read.
    var broadcast: StateBroadcast<Bool>?

    /// The tasks started with `task(priority:fileID:line:_:)` in the current active period, made by the first of
    /// them.
    var boundTasks: BoundTasks?

    /// The observers registered after the interactor's first, notified after it in order of registration.
    var laterObservers: [WeakActivityObserver] = []
}
