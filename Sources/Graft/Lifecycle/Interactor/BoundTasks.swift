import Synchronization

/// The tasks an interactor started for its active periods that have not finished yet.
///
/// Only the interactor holds it (each task holds it weakly, to remove itself when it ends), so it is released with
/// the interactor, and then cancels the tasks still running.
final class BoundTasks: Sendable {
    /// A bound task: what to await until it ends, and what cancels it.
    private struct Entry {
        let awaited: Task<Void, Never>
        let cancel: @Sendable () -> Void
    }

    private struct State {
        var tasks: [Int: Entry] = [:]
        var nextID = 0
    }

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
    ///   - cancel: What cancels it, when that is not cancelling `task` itself.
    func insert(_ task: Task<Void, Never>, id: Int, cancel: (@Sendable () -> Void)? = nil) {
        state.withLock { $0.tasks[id] = Entry(awaited: task, cancel: cancel ?? task.cancel) }
    }

    /// One of the tasks still running, if any.
    ///
    /// - Returns: A task that has not finished.
    func anyRunning() -> Task<Void, Never>? {
        state.withLock { $0.tasks.values.first?.awaited }
    }

    /// Forgets a task that has finished.
    ///
    /// - Parameter id: The task's identifier.
    func remove(id: Int) {
        _ = state.withLock { $0.tasks.removeValue(forKey: id) }
    }

    /// Cancels every task; each is forgotten when it finishes.
    func cancelAll() {
        let entries = state.withLock { Array($0.tasks.values) }
        for entry in entries {
            entry.cancel()
        }
    }
}
