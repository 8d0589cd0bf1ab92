import Synchronization

/// The tasks an interactor started for its active periods that have not finished yet.
///
/// Only the interactor holds it strongly, so it is released with the interactor and then cancels what still runs.
final class BoundTasks: Sendable {
    private struct RunningTask {
        let task: Task<Void, Never>
        let cancel: @Sendable () -> Void
        /// `Module/File.swift:line`.
        let origin: String
    }

    private struct State {
        var tasks: [Int: RunningTask] = [:]
        var nextID = 0
    }

    /// The ``owner`` of the set whose task is running, in a bound task and its child tasks.
    @TaskLocal static var currentOwner: Int?

    private static let ownerCount = Atomic(0)

    /// Unlike an object's address, never reused.
    let owner = BoundTasks.ownerCount.add(1, ordering: .relaxed).newValue

    private let state = Mutex(State())

    deinit {
        cancelAll()
    }

    /// Reserves an identifier for a task about to be inserted.
    func makeID() -> Int {
        state.withLock { state in
            defer { state.nextID += 1 }
            return state.nextID
        }
    }

    /// Keeps `task` until it finishes; `cancel` replaces cancelling `task` itself.
    func insert(_ task: Task<Void, Never>, id: Int, origin: String, cancel: (@Sendable () -> Void)? = nil) {
        state.withLock { $0.tasks[id] = RunningTask(task: task, cancel: cancel ?? task.cancel, origin: origin) }
    }

    /// Forgets a task that has finished.
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

    /// In the order the tasks were started.
    func runningOrigins() -> [String] {
        state.withLock { state in
            state.tasks.sorted { $0.key < $1.key }.map(\.value.origin)
        }
    }

    /// Returns `true` once no task runs, tasks inserted meanwhile included, or `false` once `timeout` has passed.
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
    /// Time counts in steps that each end with a turn on the main actor, where the tasks run, so a busy main actor
    /// does not use it up.
    private static func elapse(_ timeout: Duration) async {
        var remaining = timeout
        while remaining > .zero, !Task.isCancelled {
            let step = min(remaining, .milliseconds(50))
            try? await Task.sleep(for: step)
            await MainActor.run {}
            remaining -= step
        }
    }

    /// Returns whether `task` finished before `limit`.
    ///
    /// Awaiting a task's value cannot be cancelled, so each await runs in a task of its own.
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

/// One wait's continuation, resumed by whichever comes first: the task's end or the deadline.
private final class WaitOutcome: Sendable {
    private let continuation = Mutex<CheckedContinuation<Bool, Never>?>(nil)

    func start(_ continuation: CheckedContinuation<Bool, Never>) {
        self.continuation.withLock { $0 = continuation }
    }

    /// Resumes the wait unless it was resumed already.
    func finish(_ finished: Bool) {
        continuation.withLock { $0.take() }?.resume(returning: finished)
    }
}
