import LoggedInFeature

/// The steps waiting for the user to sign in, each with its continuation, resumed together when LoggedIn attaches.
@MainActor
final class SignInWaiters {
    private var waiters: [Int: CheckedContinuation<any LoggedInActionableItem, any Error>] = [:]
    private var nextID = 0

    /// Suspends until ``resume(with:)``, or throws `CancellationError` once the calling task is cancelled.
    ///
    /// - Returns: The signed-in feature's actionable item.
    func wait() async throws -> any LoggedInActionableItem {
        let id = nextID
        nextID += 1
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation {
                (continuation: CheckedContinuation<any LoggedInActionableItem, any Error>) in
                if Task.isCancelled {
                    continuation.resume(throwing: CancellationError())
                } else {
                    waiters[id] = continuation
                }
            }
        } onCancel: {
            // The handler runs on the thread that cancels; the waiters belong to the main actor.
            Task { @MainActor in self.cancel(id: id) }
        }
    }

    /// Resumes every waiting step with the signed-in feature.
    ///
    /// - Parameter loggedIn: The signed-in feature's actionable item.
    func resume(with loggedIn: any LoggedInActionableItem) {
        let waiting = waiters.values
        waiters = [:]
        waiting.forEach { $0.resume(returning: loggedIn) }
    }

    private func cancel(id: Int) {
        waiters.removeValue(forKey: id)?.resume(throwing: CancellationError())
    }
}
