import Graft

/// A workflow that records what happens to it, in order, with the steps' own entries.
@MainActor
final class RecordingWorkflow<ActionableItemType>: Workflow<ActionableItemType> {
    private(set) var entries: [String] = []
    private(set) var errors: [any Error] = []

    func record(_ entry: String) {
        entries.append(entry)
    }

    override func didComplete() {
        record("didComplete")
    }

    override func didFork() {
        record("didFork")
    }

    override func didReceiveError(_ error: any Error) {
        errors.append(error)
        record("didReceiveError")
    }
}

/// A point a step waits at until the test opens it; cancelling the waiting task throws `CancellationError`.
@MainActor
final class Gate {
    private var isOpen = false
    private var waiters: [Int: CheckedContinuation<Void, any Error>] = [:]
    private var nextWaiterID = 0

    /// How many steps wait here now.
    var waiterCount: Int { waiters.count }

    func wait() async throws {
        guard !isOpen else { return }
        let id = nextWaiterID
        nextWaiterID += 1
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                if Task.isCancelled {
                    continuation.resume(throwing: CancellationError())
                } else {
                    waiters[id] = continuation
                }
            }
        } onCancel: {
            Task { @MainActor in self.cancelWaiter(id: id) }
        }
    }

    func open() {
        isOpen = true
        let waiting = waiters.values
        waiters = [:]
        waiting.forEach { $0.resume() }
    }

    /// Returns once `count` steps wait here, or after many turns of the main actor, so a broken test fails
    /// instead of hanging.
    func untilWaiting(_ count: Int = 1) async {
        for _ in 0..<100_000 where waiters.count < count {
            await Task.yield()
        }
    }

    private func cancelWaiter(id: Int) {
        waiters.removeValue(forKey: id)?.resume(throwing: CancellationError())
    }
}

/// The error the tests' failing steps throw.
struct StepFailure: Error, Equatable {
    let step: String
}
