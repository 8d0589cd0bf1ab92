/// The error ``Interactor/waitForTasks(timeout:)`` throws when some of the interactor's tasks are still running
/// when its time limit passes.
///
/// A test that awaits `waitForTasks` with `try` fails with this error's ``description``, which names the
/// interactor and where each running task was started:
///
/// ```text
/// Graft: ProfileInteractor's tasks are still running 10.0 seconds into waitForTasks(timeout:): the task started
/// at ProfileFeature/ProfileInteractor.swift:24. …
/// ```
public struct TasksStillRunningError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The name of the interactor's type, such as `ProfileInteractor`.
    public let interactorTypeName: String

    /// Where each task still running was started, as `Module/File.swift:line` of its `task {}` call, in the order
    /// they were started.
    public let taskOrigins: [String]

    /// How long the wait lasted.
    public let timeout: Duration

    /// Creates the error.
    ///
    /// - Parameters:
    ///   - interactorTypeName: The name of the interactor's type.
    ///   - taskOrigins: Where each task still running was started.
    ///   - timeout: How long the wait lasted.
    public init(interactorTypeName: String, taskOrigins: [String], timeout: Duration) {
        self.interactorTypeName = interactorTypeName
        self.taskOrigins = taskOrigins
        self.timeout = timeout
    }

    /// The error as one paragraph: the interactor, the time limit, each running task's origin, and what to do.
    public var description: String {
        let tasks = taskOrigins.count == 1 ? "the task" : "the tasks"
        return "Graft: \(interactorTypeName)'s tasks are still running \(timeout) into waitForTasks(timeout:): "
            + "\(tasks) started at \(taskOrigins.joined(separator: ", ")). A task that loops over a stream or "
            + "awaits an event ends only when the stream finishes, the event comes, or the interactor is "
            + "deactivated: drive the feature to that point, or detach its router, before waiting."
    }
}
