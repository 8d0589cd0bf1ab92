/// Calls a handler with an interactor scope's active state and every change, skipping repeats, until cancelled or
/// released.
///
/// An ``Interactor`` delivers synchronously, inside ``Interactor/activate()`` and ``Interactor/deactivate()``; any
/// other ``InteractorScope`` through its ``InteractorScope/isActiveStream``, one main-actor hop later.
@MainActor
final class ActivityObservation: ActivityObserving {
    private let handler: @MainActor (Bool) -> Void
    private var lastDelivered: Bool?
    private var isCancelled = false
    private var streamTask: Task<Void, Never>?

    /// Starts following `scope`, not retained; `handler` should capture its owner weakly.
    init(of scope: any InteractorScope, handler: @escaping @MainActor (Bool) -> Void) {
        self.handler = handler
        if let interactor = scope as? Interactor {
            interactor.addActivityObserver(self)
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

    /// Calls the handler unless the observation is cancelled or already delivered `isActive`.
    func deliver(_ isActive: Bool) {
        guard !isCancelled, isActive != lastDelivered else { return }
        lastDelivered = isActive
        handler(isActive)
    }

    func cancel() {
        isCancelled = true
        streamTask?.cancel()
        streamTask = nil
    }
}

/// Something an ``Interactor`` tells synchronously about each change of its active state.
///
/// A ``Router`` conforms directly, which saves each router an ``ActivityObservation`` and its closure.
@MainActor
protocol ActivityObserving: AnyObject {
    /// Takes the interactor's current state, which may repeat the last one delivered.
    func deliver(_ isActive: Bool)
}

/// Weak, so the observer's owner alone decides how long it lives.
struct WeakActivityObserver {
    weak var observer: (any ActivityObserving)?
}
