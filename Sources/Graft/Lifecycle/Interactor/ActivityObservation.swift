/// One observer's subscription to an interactor scope's active state: it calls a handler with the current value
/// and with every change, skipping repeats.
///
/// Graft's own ``Interactor`` delivers synchronously, inside ``Interactor/activate()`` and
/// ``Interactor/deactivate()``, so a subtree or a worker is in step before the call returns. Any other
/// ``InteractorScope`` is followed through its ``InteractorScope/isActiveStream``, one main-actor hop later.
///
/// The observation ends when it is cancelled or released; its owner keeps it, and the scope holds it weakly.
@MainActor
final class ActivityObservation {
    private let handler: @MainActor (Bool) -> Void
    private var lastDelivered: Bool?
    private var isCancelled = false
    private var streamTask: Task<Void, Never>?

    /// Starts following `scope`, calling `handler` with its current value first when the scope is an ``Interactor``.
    ///
    /// - Parameters:
    ///   - scope: The scope to follow; it is not retained.
    ///   - handler: Called with each new value; it should capture its owner weakly.
    init(of scope: any InteractorScope, handler: @escaping @MainActor (Bool) -> Void) {
        self.handler = handler
        if let interactor = scope as? Interactor {
            interactor.activityObservations.removeAll { $0.observation == nil }
            interactor.activityObservations.append(WeakActivityObservation(observation: self))
            deliver(interactor.isActive)
        } else {
            let stream = scope.isActiveStream
            streamTask = Task { [weak self] in
                for await isActive in stream {
                    guard let self else { return }
                    self.deliver(isActive)
                }
            }
        }
    }

    deinit {
        streamTask?.cancel()
    }

    /// Calls the handler with `isActive` unless the observation is cancelled or already delivered that value.
    ///
    /// - Parameter isActive: The scope's current active state.
    func deliver(_ isActive: Bool) {
        guard !isCancelled, isActive != lastDelivered else { return }
        lastDelivered = isActive
        handler(isActive)
    }

    /// Stops the observation; the handler is not called again.
    func cancel() {
        isCancelled = true
        streamTask?.cancel()
        streamTask = nil
    }
}

/// An interactor's reference to an observation, weak so the observation's owner alone decides how long it lives.
struct WeakActivityObservation {
    weak var observation: ActivityObservation?
}
