/// A self-contained piece of an interactor's work that runs exactly while the interactor is active.
///
/// Subclass it, override ``didStart(_:)`` to begin and ``didStop()`` to end, and start it from the interactor,
/// once:
///
/// ```swift
/// final class RefreshWorker: Worker {
///     private var timer: Task<Void, Never>?
///
///     override func didStart(_ scope: InteractorScope) {
///         timer = Task {
///             while !Task.isCancelled {
///                 try? await Task.sleep(for: .seconds(60))
///                 // Refresh here.
///             }
///         }
///     }
///
///     override func didStop() {
///         timer?.cancel()
///     }
/// }
///
/// // In the interactor's init or didBecomeActive:
/// refreshWorker.start(self)
/// ```
///
/// Once started, the worker follows its scope: ``didStart(_:)`` runs when the scope is or becomes active,
/// ``didStop()`` when it becomes inactive, each once per change, until ``stop()``. It holds its scope weakly, so an
/// interactor may keep its workers in properties. With an ``Interactor`` as the scope, the worker is in step before
/// ``Interactor/activate()`` or ``Interactor/deactivate()`` returns; any other ``InteractorScope`` is followed
/// through its ``InteractorScope/isActiveStream``, a main-actor hop later. Releasing a running worker calls
/// ``didStop()``, as in RIBs.
@MainActor
open class Worker {
    /// Whether ``start(_:)`` has been called without a ``stop()`` since, whether or not the scope is active.
    public final private(set) var isStarted = false {
        didSet { startedBroadcast?.yield(isStarted) }
    }

    /// Whether the worker is started, over time.
    ///
    /// Each read returns a new stream. It starts with the current value of ``isStarted``, yields only changes, and
    /// finishes when the worker is released:
    ///
    /// ```swift
    /// for await isStarted in worker.isStartedStream {
    ///     print(isStarted ? "started" : "stopped")
    /// }
    /// ```
    public final var isStartedStream: AsyncStream<Bool> {
        let broadcast = startedBroadcast ?? StateBroadcast<Bool>()
        startedBroadcast = broadcast
        return broadcast.makeStream(startingWith: isStarted)
    }

    /// Made by the first read of ``isStartedStream``.
    private var startedBroadcast: StateBroadcast<Bool>?

    /// Whether ``didStart(_:)`` has run without a ``didStop()`` since.
    private var isRunning = false
    private weak var scope: (any InteractorScope)?
    private var activityObservation: ActivityObservation?

    /// Creates a stopped worker.
    public init() {}

    /// Calls ``didStop()`` if the worker is running, as in RIBs.
    ///
    /// The deinitializer runs on the main actor. ``didStop()`` runs during it, so it must not keep a strong
    /// reference to the worker.
    isolated deinit {
        activityObservation?.cancel()
        stopRunning()
    }

    /// Binds the worker to `scope`: it runs now if the scope is active and otherwise from its next activation.
    ///
    /// Does nothing when the worker is already started; call ``stop()`` first to bind it to another scope.
    ///
    /// - Parameter scope: The scope to follow, usually the interactor that owns the worker; held weakly.
    public final func start(_ scope: any InteractorScope) {
        guard !isStarted else { return }
        isStarted = true
        self.scope = scope
        activityObservation = ActivityObservation(of: scope) { [weak self] isActive in
            self?.scopeDidChange(isActive: isActive)
        }
    }

    /// Unbinds the worker from its scope, calling ``didStop()`` if it is running.
    ///
    /// Does nothing when the worker is not started.
    public final func stop() {
        guard isStarted else { return }
        isStarted = false
        activityObservation?.cancel()
        activityObservation = nil
        scope = nil
        stopRunning()
    }

    /// Called each time the worker begins running: at ``start(_:)`` with an active scope, and at each activation.
    ///
    /// Override it to begin the work. The default implementation does nothing.
    ///
    /// - Parameter scope: The scope the worker follows.
    open func didStart(_ scope: any InteractorScope) {}

    /// Called each time the worker stops running: when the scope is deactivated, and at ``stop()`` while running.
    ///
    /// Override it to end the work. The default implementation does nothing.
    open func didStop() {}

    private func scopeDidChange(isActive: Bool) {
        if isActive {
            // The observation delivers only changes, so this runs once per activation.
            guard let scope else { return }
            isRunning = true
            didStart(scope)
        } else {
            stopRunning()
        }
    }

    private func stopRunning() {
        guard isRunning else { return }
        isRunning = false
        didStop()
    }
}
