/// The base class of a feature's business logic: it is active while its router is attached to the tree.
///
/// Subclass it, override ``didBecomeActive()`` to start what the feature does while it is on screen, and
/// override ``willResignActive()`` to stop what ``task(priority:fileID:line:_:)`` and ``Worker`` do not stop on
/// their own:
///
/// ```swift
/// final class ProfileInteractor: Interactor, ProfileInteractable {
///     weak var router: ProfileRouting?
///     weak var listener: ProfileListener?
///
///     override func didBecomeActive() {
///         task { await self.refresh() }
///     }
/// }
/// ```
///
/// The router activates the interactor when it is attached and deactivates it when it is detached; feature code
/// never calls ``activate()`` or ``deactivate()`` itself. Both are idempotent, and each of ``didBecomeActive()``
/// and ``willResignActive()`` runs exactly once per change.
///
/// A change reaches observers in this order: the interactor's own ``isActive`` and its hook (``didBecomeActive()``
/// or ``willResignActive()``) first, then its router's subtree and its workers, then ``isActiveStream``.
@MainActor
open class Interactor: Interactable {
    /// Whether the interactor is active: `false` until its router is attached, `false` again once detached.
    public final private(set) var isActive: Bool {
        @inline(__always) get { followersAndState.flags.contains(.isActive) }
        @inline(__always) set {
            if newValue {
                followersAndState.flags.insert(.isActive)
            } else {
                followersAndState.flags.remove(.isActive)
            }
        }
    }

    /// The interactor's active state over time.
    ///
    /// Each read returns a new stream. It starts with the current value, yields only changes, and finishes when
    /// the interactor is released, so a loop over it ends with the interactor:
    ///
    /// ```swift
    /// for await isActive in interactor.isActiveStream {
    ///     print(isActive ? "on screen" : "off screen")
    /// }
    /// ```
    public final var isActiveStream: AsyncStream<Bool> {
        let followers = self.followers
        let broadcast = followers.broadcast ?? StateBroadcast<Bool>()
        followers.broadcast = broadcast
        let stream = broadcast.makeStream(startingWith: isActive)
        // The followers are kept as bits (ReferenceWithFlags): without this, a release of the interactor just after
        // this read may run its deinit, which finishes the streams, before the broadcast is stored.
        keepAlive(self)
        return stream
    }

    /// The router, when it is the first to observe the interactor; kept apart from the later observers so that an
    /// interactor with one observer needs no array, and a class reference rather than an existential, which would
    /// take a second word.
    // Unchecked for exclusivity: each access is one load or store on the main actor (see `Router.children`).
    @exclusivity(unchecked) private weak var firstRouter: RouterNode?

    /// The followers, made on first use, with ``isActive`` in the same word: a tree node's interactor then takes
    /// 80 bytes as allocated rather than 96 (graft-bench --only trees).
    private let followersAndState = ReferenceWithFlags<ActivityFollowers, State>(nil, flags: [])

    /// The flags kept with the followers.
    struct State: OptionSet {
        let rawValue: UInt

        static let isActive = State(rawValue: 1)
    }

    var existingFollowers: ActivityFollowers? { followersAndState.object }

    /// Made on first use.
    var followers: ActivityFollowers {
        if let existingFollowers { return existingFollowers }
        let followers = ActivityFollowers()
        followersAndState.object = followers
        return followers
    }

    /// Creates an inactive interactor.
    public init() {}

    /// Makes the interactor active and calls ``didBecomeActive()``; does nothing when it already is active.
    ///
    /// The router calls this when it is attached; feature code does not.
    public final func activate() {
        guard !isActive else { return }
        TreeTransition.run {
            isActive = true
            didBecomeActive()
            publishActiveState()
        }
        keepAlive(self)
    }

    /// Calls ``willResignActive()``, cancels the period's tasks and makes the interactor inactive; does nothing when
    /// it already is inactive.
    ///
    /// The router calls this when it is detached; feature code does not.
    public final func deactivate() {
        guard isActive else { return }
        TreeTransition.run {
            willResignActive()
            existingFollowers?.boundTasks?.cancelAll()
            isActive = false
            publishActiveState()
        }
        keepAlive(self)
    }

    /// Ends the interactor, as in RIBs: an active interactor is deactivated, so ``willResignActive()`` runs, its
    /// workers stop and its ``isActiveStream``s yield `false`, then the streams finish and its tasks are cancelled.
    ///
    /// The deinitializer runs on the main actor. ``willResignActive()`` runs during it, so it must not keep a
    /// strong reference to the interactor, for example in a task it starts.
    isolated deinit {
        deactivate()
    }

    /// Called once each time the interactor becomes active, after ``isActive`` turns `true`.
    ///
    /// Override it to start the feature's work. The default implementation does nothing.
    open func didBecomeActive() {}

    /// Called once each time the interactor is about to become inactive, while ``isActive`` is still `true`.
    ///
    /// Override it to stop the feature's work. Tasks started with ``task(priority:fileID:line:_:)`` are cancelled
    /// right after it returns. The default implementation does nothing.
    open func willResignActive() {}

    /// Adds `router`, not retained, after the other observers and delivers the current state to it.
    // Inlined: called on a generic router, the call looked up the router type's metadata, 327 instructions a load.
    @inline(__always)
    func addActivityObserver(_ router: RouterNode) {
        // The first slot takes a new observer only while no later one exists, so the order of registration holds.
        if firstRouter == nil, existingFollowers?.laterObservers.isEmpty ?? true {
            firstRouter = router
        } else {
            addLaterActivityObserver(router)
        }
        router.deliver(isActive)
        keepAlive(self)
    }

    /// Adds `observer`, not retained, after the others and delivers the current state to it.
    func addActivityObserver(_ observer: ActivityObservation) {
        addLaterActivityObserver(observer)
        observer.deliver(isActive)
        keepAlive(self)
    }

    private func addLaterActivityObserver(_ observer: any ActivityObserving) {
        removeReleasedActivityObservers()
        followers.laterObservers.append(WeakActivityObserver(observer: observer))
    }

    private func publishActiveState() {
        // Read before the first delivery, so an observer registered during it is not notified twice.
        let laterObservers = existingFollowers?.laterObservers ?? []
        // The current value rather than the one this call started with: an observer may have changed it, and the
        // observers it already reached have seen the newer value.
        firstRouter?.deliver(isActive)
        if !laterObservers.isEmpty {
            for entry in laterObservers {
                entry.observer?.deliver(isActive)
            }
            removeReleasedActivityObservers()
        }
        existingFollowers?.broadcast?.yield(isActive)
    }

    private func removeReleasedActivityObservers() {
        // Checked first, because removing writes to the array even when nothing goes.
        guard let existingFollowers, existingFollowers.laterObservers.contains(where: { $0.observer == nil }) else {
            return
        }
        existingFollowers.laterObservers.removeAll { $0.observer == nil }
    }
}
