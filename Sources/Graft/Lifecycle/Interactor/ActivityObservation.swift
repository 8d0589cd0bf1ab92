/// One observer's subscription to an interactor scope's active state: it calls a handler with the current value
/// and with every change, skipping repeats.
///
/// Graft's own ``Interactor`` delivers synchronously, inside ``Interactor/activate()`` and
/// ``Interactor/deactivate()``, so a subtree or a worker is in step before the call returns. Any other
/// ``InteractorScope`` is followed through its ``InteractorScope/isActiveStream``, one main-actor hop later.
///
/// The observation ends when it is cancelled or released; its owner keeps it, and the scope holds it weakly.
@MainActor
final class ActivityObservation: ActivityObserving {
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

/// Something an ``Interactor`` tells synchronously about each change of its active state.
///
/// An ``ActivityObservation`` conforms, and so does a ``Router`` following a Graft ``Interactor``, which saves each
/// router an observation object, its handler's context and that object's weak-reference table.
@MainActor
protocol ActivityObserving: AnyObject {
    /// Takes the interactor's current active state, which may repeat the last one delivered.
    ///
    /// - Parameter isActive: The interactor's current active state.
    func deliver(_ isActive: Bool)
}

/// An interactor's reference to an observer, weak so the observer's owner alone decides how long it lives.
struct WeakActivityObserver {
    weak var observer: (any ActivityObserving)?
}
