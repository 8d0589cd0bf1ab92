import Synchronization

/// The tasks an interactor started for its active periods that have not finished yet.
///
/// Only the interactor holds it (each task holds it weakly, to remove itself when it ends), so it is released with
/// the interactor, and then cancels the tasks still running.
final class BoundTasks: Sendable {
    /// A bound task: what to await until it ends, what cancels it, and where it was started.
    private struct RunningTask {
        let task: Task<Void, Never>
        let cancel: @Sendable () -> Void
        /// Where the task was started, as `Module/File.swift:line`.
        let origin: String
    }

    private struct State {
        var tasks: [Int: RunningTask] = [:]
        var nextID = 0
    }

    /// The ``owner`` of the set whose task is running, in a bound task and the child tasks it awaits; `nil`
    /// elsewhere.
    @TaskLocal static var currentOwner: Int?

    private static let ownerCount = Atomic(0)

    /// A number that identifies this set in ``currentOwner``; unlike an object's address, it is never reused.
    let owner = BoundTasks.ownerCount.add(1, ordering: .relaxed).newValue

    private let state = Mutex(State())

    deinit {
        cancelAll()
    }

    /// Reserves an identifier for a task about to be inserted.
    ///
    /// - Returns: An identifier no other task of this set has.
    func makeID() -> Int {
        state.withLock { state in
            defer { state.nextID += 1 }
            return state.nextID
        }
    }

    /// Keeps `task` until it finishes or is cancelled.
    ///
    /// - Parameters:
    ///   - task: The task to keep.
    ///   - id: The identifier from ``makeID()``.
    ///   - origin: Where the task was started, as `Module/File.swift:line`.
    ///   - cancel: What cancels it, when that is not cancelling `task` itself.
    func insert(_ task: Task<Void, Never>, id: Int, origin: String, cancel: (@Sendable () -> Void)? = nil) {
        state.withLock { $0.tasks[id] = RunningTask(task: task, cancel: cancel ?? task.cancel, origin: origin) }
    }

    /// Forgets a task that has finished.
    ///
    /// - Parameter id: The task's identifier.
    func remove(id: Int) {
        _ = state.withLock { $0.tasks.removeValue(forKey: id) }
    }

    /// Cancels every task; each is forgotten when it finishes.
    func cancelAll() {
        let tasks = state.withLock { Array($0.tasks.values) }
        for task in tasks {
            task.cancel()
        }
    }

    /// Where each task still running was started, in the order they were started.
    func runningOrigins() -> [String] {
        state.withLock { state in
            state.tasks.sorted { $0.key < $1.key }.map(\.value.origin)
        }
    }

    /// Waits until no task is running, tasks inserted meanwhile included, or until `timeout` has passed on
    /// ``elapse(_:)``'s terms.
    ///
    /// - Parameter timeout: How long to wait.
    /// - Returns: Whether no task was running before the limit.
    func waitUntilNoneRunning(timeout: Duration) async -> Bool {
        let limit = Task { await Self.elapse(timeout) }
        defer { limit.cancel() }
        while let running = state.withLock({ $0.tasks.values.first?.task }) {
            guard await Self.wait(for: running, orFor: limit) else { return false }
        }
        return true
    }

    /// Returns once `timeout` has passed, or when cancelled.
    ///
    /// Time counts in steps that each end with a turn on the main actor, where the tasks run, so a wait does not
    /// run out while a busy machine or another test keeps the main actor from running them.
    private static func elapse(_ timeout: Duration) async {
        var remaining = timeout
        while remaining > .zero, !Task.isCancelled {
            let step = min(remaining, .milliseconds(50))
            try? await Task.sleep(for: step)
            await MainActor.run {}
            remaining -= step
        }
    }

    /// Waits until `task` or `limit` finishes, whichever comes first.
    ///
    /// Awaiting a task's value cannot be cancelled, so each await runs in a task of its own, which outlives a
    /// wait that `limit` ended until `task` itself ends.
    ///
    /// - Returns: Whether `task` finished first.
    private static func wait(for task: Task<Void, Never>, orFor limit: Task<Void, Never>) async -> Bool {
        let outcome = WaitOutcome()
        return await withCheckedContinuation { continuation in
            outcome.start(continuation)
            Task {
                await task.value
                outcome.finish(true)
            }
            Task {
                await limit.value
                outcome.finish(false)
            }
        }
    }
}

/// The continuation of one wait, resumed by whichever comes first: the task's end or the deadline.
private final class WaitOutcome: Sendable {
    private let continuation = Mutex<CheckedContinuation<Bool, Never>?>(nil)

    func start(_ continuation: CheckedContinuation<Bool, Never>) {
        self.continuation.withLock { $0 = continuation }
    }

    /// Resumes the wait with `finished`, unless it was resumed already.
    func finish(_ finished: Bool) {
        continuation.withLock { $0.take() }?.resume(returning: finished)
    }
}
