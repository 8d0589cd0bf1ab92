/// A value that arrives later and is kept once it has: waiting for it returns the latest value at once, or else the
/// next one set.
///
/// It is what a RIBs app keeps in a `ReplaySubject` with a buffer of one, such as the signed-in feature a workflow
/// waits for. The interactor sets it when the feature attaches and clears it when it detaches; a step waits for it:
///
/// ```swift
/// final class RootInteractor: Interactor, RootActionableItem {
///     weak var router: RootRouting?
///     private let signedIn = LatestValue<any LoggedInActionableItem>()
///
///     func didSignIn(session: Session) {
///         signedIn.value = router?.routeToLoggedIn(session: session)
///     }
///
///     func didSignOut() {
///         signedIn.value = nil
///         router?.routeToLoggedOut()
///     }
///
///     func waitForSignIn() async throws -> (any LoggedInActionableItem, ()) {
///         (try await signedIn.wait(), ())
///     }
/// }
/// ```
@MainActor
public final class LatestValue<Value: Sendable> {
    /// The latest value, or `nil` while there is none; setting a value resumes every ``wait()`` in progress.
    public var value: Value? {
        didSet {
            guard let value, !waiters.isEmpty else { return }
            let waiting = waiters.values
            waiters = [:]
            for waiter in waiting {
                waiter.resume(returning: value)
            }
        }
    }

    private var waiters: [Int: CheckedContinuation<Value, any Error>] = [:]
    private var nextWaiterID = 0

    /// For tests that wait until a task waits.
    var waiterCount: Int { waiters.count }

    /// Creates a holder with `value`, or with none.
    ///
    /// - Parameter value: The first value, or `nil` to start with none.
    public init(_ value: Value? = nil) {
        self.value = value
    }

    /// Returns the latest value at once, or, while there is none, the next value set.
    ///
    /// - Returns: The value.
    /// - Throws: `CancellationError` when the waiting task is cancelled before a value is set.
    public func wait() async throws -> Value {
        if let value { return value }
        try Task.checkCancellation()
        let id = nextWaiterID
        nextWaiterID += 1
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Value, any Error>) in
                if Task.isCancelled {
                    continuation.resume(throwing: CancellationError())
                } else {
                    waiters[id] = continuation
                }
            }
        } onCancel: {
            // The handler runs where the task is cancelled; the waiters belong to the main actor.
            Task { @MainActor in self.cancelWaiter(id: id) }
        }
    }

    private func cancelWaiter(id: Int) {
        waiters.removeValue(forKey: id)?.resume(throwing: CancellationError())
    }
}
