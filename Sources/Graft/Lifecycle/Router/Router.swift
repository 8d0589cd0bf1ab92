/// The base class of a feature's router: it owns the feature's interactor and attaches and detaches its children.
///
/// A router turns its interactor's requests into changes to the tree. It builds children with their builders,
/// attaches them, keeps them in properties, and detaches them when they are done:
///
/// ```swift
/// final class HomeRouter: Router<HomeInteractable>, HomeRouting {
///     private let profileBuilder: ProfileBuildable
///     private var profile: ProfileRouting?
///
///     init(interactor: HomeInteractable, profileBuilder: ProfileBuildable) {
///         self.profileBuilder = profileBuilder
///         super.init(interactor: interactor)
///         interactor.router = self
///     }
///
///     func routeToProfile() {
///         guard profile == nil else { return }
///         let profile = profileBuilder.build(withListener: interactor)
///         self.profile = profile
///         attachChild(profile)
///     }
///
///     func routeAwayFromProfile() {
///         guard let profile else { return }
///         detachChild(profile)
///         self.profile = nil
///     }
/// }
/// ```
///
/// ## Activation
///
/// Attaching a child calls its interactor's ``Interactable/activate()`` once, then loads the child; detaching calls
/// ``Interactable/deactivate()`` once, then removes it. Each loaded router keeps its subtree in step with its own
/// interactor, parents first. A detached subtree stays inactive, even when its routers attach children, until it is
/// attached again.
///
/// ## Routing from hooks
///
/// A change to the tree requested from a hook such as ``Interactor/didBecomeActive()`` or ``didLoad()`` is applied
/// when the running change ends, in the order requested. A hook may detach a child that is being detached already.
///
/// ## Release
///
/// Releasing a router ends its feature, as in RIBs: its interactor is deactivated, its children are detached and
/// deactivated, and its ``lifecycle`` streams finish.
///
/// ## Misuse
///
/// A router has one parent. Attaching a router that is already attached, to this router or any other, or one that
/// would make a cycle, and detaching a router that is not a child, stop the program, in release builds too, with a
/// message naming both routers' types and tree paths.
///
/// ## Leaks
///
/// After a detach, the router hands the subtree's routers, interactors and view controllers, weakly, to its
/// ``leakDetector``, which reports any that outlive its grace period and are not attached again. A released router
/// hands over its interactor, its ``component`` and, for a ``ViewableRouter``, its view controller.
@MainActor
open class Router<InteractorType>: RouterNode, Routing {
    /// The same interactor, as the router activates and deactivates it.
    public final var interactable: any Interactable {
        // The initializers set one or the other.
        graftInteractor ?? occasional!.foreignInteractable!
    }

    // A class reference rather than an existential, which would take a second word in every router; an interactor
    // that is not a Graft Interactor is kept in the occasional state.
    @usableFromInline let graftInteractor: Interactor?

    // Unchecked for exclusivity, as are the parent link and an interactor's router: each access is one read, append
    // or removal on the main actor, never open across a call out, and the runtime's checks on the three took 20.4
    // million of a tree cycle's 717 million instructions (callgrind, graft-bench --only trees --quick). Only while no
    // assignment releases what could reach them: unchecked, the optimizer may store a new value after releasing the
    // old one (see `TreeTransition`).
    /// The routers attached to this one, in the order they were attached.
    @exclusivity(unchecked) public final private(set) var children: [any Routing] = []

    // After the fields a walk reads: before them, its generic type made their offsets dynamic and pushed them onto
    // a second cache line; a 10,000-node attach took 574 ns a node against 503 (graft-bench --only trees, medians).
    /// The feature's interactor, through the protocol the router uses to talk to it.
    public let interactor: InteractorType

    /// The router this one is attached to, or `nil` while it is detached or the root; held weakly.
    public final var parent: (any Routing)? {
        parentNode?.routing
    }

    /// The router's name in tree paths such as `Root/Home/Profile`.
    ///
    /// The default is the type's name without a trailing `Router`, such as `Profile` for `ProfileRouter`; override
    /// it when one type appears in several places of the tree.
    open var name: String {
        Self.defaultName(of: type(of: self))
    }

    /// The detector that checks the subtrees this router detaches are released.
    ///
    /// Unless set, it is the parent's detector, and at the root ``LeakDetector/shared``; so a test that sets it on
    /// its root router covers the whole tree. A router whose parent was released keeps the detector it had
    /// through that parent until it is attached again, so a released tree's leaks reach its root's detector.
    public final var leakDetector: LeakDetector {
        get { inheritedLeakDetector }
        set {
            occasionalState.assignedLeakDetector = newValue
            // The state is kept as bits (ReferenceWithFlags): without this, a release of the router just after the
            // set may run its deinit first.
            keepAlive(self)
        }
    }

    /// The component whose scope this router's feature lives in, when its builder passed one.
    ///
    /// The router holds it, so the feature's `shared` instances live as long as the feature, and ``FeatureTree``
    /// shows it.
    public final var component: (any ComponentDescribing)? {
        // Kept as an object rather than an existential, which would take a second word; only describing the tree
        // reads it back.
        componentObject as? any ComponentDescribing
    }

    /// Creates a router that owns `interactor`.
    ///
    /// The interactor must conform to ``Interactable``, or the program stops.
    ///
    /// - Parameter interactor: The feature's interactor.
    @inlinable
    public init(interactor: InteractorType) {
        self.interactor = interactor
        // Cast here, inlined where the interactor's type is known, to a class: made in unspecialised code, the cast
        // took about 490 instructions a router (callgrind, graft-bench --only trees: the tree cycles took 693.2
        // million instructions, 671.5 million with it inlined). A cast to a class first: it is cheaper than the cast
        // to a protocol, a lookup in the conformance cache.
        let graftInteractor = interactor as? Interactor
        self.graftInteractor = graftInteractor
        super.init(foreignInteractable: Self.foreignInteractable(interactor, unless: graftInteractor), component: nil)
    }

    /// Creates a router that owns `interactor` and holds the feature's `component`.
    ///
    /// ```swift
    /// let component = ProfileComponent(dependency: dependency)
    /// let interactor = ProfileInteractor(authService: component.authService)
    /// return ProfileRouter(interactor: interactor, component: component)
    /// ```
    ///
    /// - Parameters:
    ///   - interactor: The feature's interactor; it must conform to ``Interactable``.
    ///   - component: The feature's component, kept for as long as the router lives.
    @inlinable
    public init(interactor: InteractorType, component: any ComponentDescribing) {
        self.interactor = interactor
        // Cast as in `init(interactor:)`.
        let graftInteractor = interactor as? Interactor
        self.graftInteractor = graftInteractor
        super.init(
            foreignInteractable: Self.foreignInteractable(interactor, unless: graftInteractor), component: component)
    }

    /// The interactor as an ``Interactable`` the occasional state keeps, or `nil` when it is a Graft `Interactor`;
    /// the program stops when it is neither.
    @inlinable
    static func foreignInteractable(
        _ interactor: InteractorType, unless graftInteractor: Interactor?
    ) -> (any Interactable)? {
        graftInteractor == nil ? interactableOrStop(interactor) : nil
    }

    /// An interactor that is not a Graft `Interactor`, as an ``Interactable``; the program stops when it is not one.
    @usableFromInline
    static func interactableOrStop(_ interactor: InteractorType) -> any Interactable {
        guard let interactable = interactor as? any Interactable else {
            fatalError(
                "Graft: cannot create \(Self.self): its interactor, of type \(type(of: interactor)), does not conform "
                    + "to Interactable. Make it subclass Interactor.")
        }
        return interactable
    }

    /// The router's lifecycle over time: ``RouterLifecycle/didLoad`` once it has loaded, then the end of the stream
    /// when the router is released.
    ///
    /// Each read returns a new stream. A stream read after the load starts with ``RouterLifecycle/didLoad``, so a
    /// loop sees the load whenever it starts:
    ///
    /// ```swift
    /// Task {
    ///     for await event in router.lifecycle where event == .didLoad {
    ///         analytics.record("loaded \(router.name)")
    ///     }
    /// }
    /// ```
    public final var lifecycle: AsyncStream<RouterLifecycle> {
        let occasional = occasionalState
        let broadcast = occasional.lifecycleBroadcast ?? StateBroadcast<RouterLifecycle>()
        occasional.lifecycleBroadcast = broadcast
        let stream = broadcast.makeStream(startingWith: state.isLoaded ? .didLoad : nil)
        keepAlive(self)
        return stream
    }

    /// Ends the feature (see Release above); hooks that run here must not keep a strong reference to the router.
    isolated deinit {
        let interactable = self.interactable
        let children = self.children
        // Handed over first: the hooks below may detach, and the children may be released with this router.
        let leakDetector = self.leakDetector
        // The path is built from every ancestor's name, so only while the detector can report it; and a child falls
        // back to the shared detector by itself. A release build's shared detector is off, and handing both over
        // took 10% of a tree's build, attach, detach and release: 889 million instructions against 802 million
        // (callgrind, graft-bench --only trees --quick).
        let parentPath = leakDetector.isEnabled && !children.isEmpty ? pathForReports : nil
        if parentPath != nil || leakDetector !== LeakDetector.shared {
            for child in children {
                (child as? RouterNode)?.parentIsReleased(leakDetector: leakDetector, path: parentPath)
            }
        }
        // A Graft interactor says truly whether it is active; any other is deactivated as RIBs does, unasked. Most
        // routers released are leaves of a detached tree, with nothing to do here.
        if graftInteractor?.isActive ?? true || !children.isEmpty {
            TreeTransition.run {
                interactable.deactivate()
                // The children's weak references to this router read nil from now on, which detaches them.
                for child in children {
                    child.interactable.deactivate()
                }
            }
        }
        occasional?.lifecycleBroadcast?.finish()
        guard leakDetector.isEnabled else { return }
        let path = pathForReports
        var releases = ExpectedRelease.owned(by: self, path: path)
        if let componentObject {
            releases.append(ExpectedRelease(componentObject, kind: .component, path: path))
        }
        if let presenterOwner = graftInteractor as? any PresenterOwning {
            // The interactor checks its presenter when it goes, with the detector and the path its router had.
            presenterOwner.presenterCheck = PresenterCheck(leakDetector: leakDetector, path: path)
        }
        leakDetector.expectRelease(of: releases, after: .release)
    }

    /// Binds the subtree to the interactor's active state and calls ``didLoad()``, the first time only.
    ///
    /// ``attachChild(_:)`` and ``LaunchRouter/launch(from:)`` call it; feature code does not.
    public final func load() {
        guard !state.isLoaded else { return }
        state.markLoaded()
        TreeTransition.run {
            if let graftInteractor {
                graftInteractor.addActivityObserver(self)
            } else {
                occasionalState.activityObservation = ActivityObservation(of: interactable) { [weak self] isActive in
                    self?.interactableDidChange(isActive)
                }
            }
            occasional?.lifecycleBroadcast?.yield(.didLoad)
            TreeTransition.runSettled { didLoad() }
        }
        keepAlive(self)
    }

    private func interactableDidChange(_ isActive: Bool) {
        TreeTransition.run {
            SubtreeActivation.claim(ObjectIdentifier(self), isActive: isActive)
            interactorDidChange(isActive)
            setSubtreeActive(isActive)
        }
    }

    /// Called with the interactor's state at the load and each change, before the children follow.
    func interactorDidChange(_ isActive: Bool) {}

    override final var hasChildren: Bool { !children.isEmpty }

    override func deliver(_ isActive: Bool) {
        guard isActive != state.deliveredActivity else { return }
        state.markDelivered(isActive)
        SubtreeActivation.claim(ObjectIdentifier(self), isActive: isActive)
        interactorDidChange(isActive)
        // Straight to the children: the interactor delivers its current state, so this router's own is in step, and
        // checking it again would reach the interactor a second time on every node of an attach or detach.
        for child in children {
            child.setSubtreeActive(isActive)
        }
    }

    /// Called once, when the router is first attached or launched, after its interactor has been activated.
    ///
    /// Override it to attach the children the feature always shows; they start in the router's own state. The
    /// default implementation does nothing.
    open func didLoad() {}

    /// Attaches `child` below this router, activates its interactor, then loads it.
    ///
    /// As in RIBs, the child's ``Interactable/activate()`` is called once, whatever its `isActive` says, unless
    /// this router is in a detached subtree. Called from a lifecycle hook, the attach is queued until the running
    /// change ends; from ``didLoad()``, it is made at once while nothing is queued.
    ///
    /// The program stops when `child` is attached already, is this router, or is one of its ancestors.
    ///
    /// - Parameter child: A router that is not attached anywhere.
    public final func attachChild(_ child: any Routing) {
        guard !TreeTransition.mustQueue else {
            TreeTransition.request { self.performAttach(child) }
            return
        }
        TreeTransition.run { performAttach(child) }
    }

    private func performAttach(_ child: any Routing) {
        // A check against a class: a cast to a protocol, a lookup in the runtime's conformance cache, took 282
        // instructions. Checked rather than cast, with the router reached through `child` at each use: a cast's
        // result is a reference of its own, which the optimizer retained and released around each call, slowly,
        // through the side table that weak references give a router (1,616 instructions an attach against 1,259;
        // callgrind, graft-bench --only trees --quick).
        let isNode = child is RouterNode
        checkCanAttach(child, isRouterNode: isNode)
        // Room for four at the first: grown from one, a router's ten children took five allocations, each about 420
        // instructions with the copy and the free (callgrind, graft-bench --only trees: 1,808 instructions an attach,
        // 1,719 with the room). A router with one child holds 48 bytes more; a leaf router allocates nothing.
        if children.isEmpty { children.reserveCapacity(4) }
        children.append(child)
        if isNode { unsafeDowncast(child, to: RouterNode.self).parentNode = self }
        // Activated before it loads, because a router attaches its fixed children in didLoad and they must start
        // active.
        // A Graft interactor is read directly: through `interactable`, with its retain and release, the read took
        // 214 more instructions an attach.
        if !state.isLoaded || (graftInteractor?.isActive ?? interactable.isActive) || !isInDetachedSubtree {
            child.interactable.activate()
        }
        child.load()
    }

    /// Deactivates the interactor of `child`, then removes `child` from ``children``.
    ///
    /// As in RIBs, the child's ``Interactable/deactivate()`` is called once, whatever its `isActive` says. The
    /// subtree is handed to ``leakDetector``. Called from a lifecycle hook, the detach is queued until the running
    /// change ends, and does nothing if an earlier change detached `child` already.
    ///
    /// The program stops when `child` is not one of this router's children.
    ///
    /// - Parameter child: One of this router's children.
    public final func detachChild(_ child: any Routing) {
        guard !TreeTransition.mustQueue else {
            let isChild = children.contains { $0 === child }
            TreeTransition.request { self.performDetach(child, wasChildWhenRequested: isChild) }
            return
        }
        TreeTransition.run { performDetach(child, wasChildWhenRequested: false) }
    }

    private func performDetach(_ child: any Routing, wasChildWhenRequested: Bool) {
        guard let index = children.firstIndex(where: { $0 === child }) else {
            // Detached by a change applied between the request and now.
            if wasChildWhenRequested { return }
            fatalError(
                "Graft: cannot detach \(describe(child)) from \(describe(self)): it is not one of "
                    + "\(typeName(of: self))'s children.")
        }
        // Read once: unless set here, it is found by walking up the tree.
        let leakDetector = self.leakDetector
        let expectedReleases = leakDetector.isEnabled ? ExpectedRelease.subtree(of: child) : []
        child.interactable.deactivate()
        // Hooks queue their changes, so the index still holds.
        children.remove(at: index)
        (child as? RouterNode)?.parentNode = nil
        leakDetector.expectRelease(of: expectedReleases, after: .detach, unlessReattached: child)
    }

    private var isInDetachedSubtree: Bool {
        var router: RouterNode? = self
        while let current = router {
            if current.isDetached { return true }
            router = current.parentNode
        }
        return false
    }

    private func checkCanAttach(_ child: any Routing, isRouterNode: Bool) {
        // Names are formatted only on the way to a failure: attaching is on the path that builds every tree.
        var childName: String { describe(child) }
        var parentName: String { describe(self) }
        if child === self {
            fatalError("Graft: cannot attach \(childName) to itself.")
        }
        if isRouterNode, let currentParent = unsafeDowncast(child, to: RouterNode.self).parentNode {
            fatalError(
                "Graft: cannot attach \(childName) to \(parentName): it is already attached to "
                    + "\(describe(currentParent.routing)). Detach it first.")
        }
        // A router that knows its parent was caught above; only a test double needs the search.
        if !isRouterNode, children.contains(where: { $0 === child }) {
            fatalError(
                "Graft: cannot attach \(childName) to \(parentName): it is already attached to \(parentName). "
                    + "Detach it first.")
        }
        // An ancestor of this router has at least one child, and routers are mostly attached before their own
        // children, so most attaches skip the walk up the tree. A router answers through its class, which counts its
        // children in place: `Routing.children` returns the array retained, and an attach took 1,259 instructions
        // instead of 1,212 (callgrind, graft-bench --only trees --quick).
        guard isRouterNode ? unsafeDowncast(child, to: RouterNode.self).hasChildren : !child.children.isEmpty else {
            return
        }
        var ancestor = parentNode
        while let router = ancestor {
            if router === child {
                fatalError(
                    "Graft: cannot attach \(childName) to \(parentName): it is an ancestor of "
                        + "\(typeName(of: self)), so the tree would become a cycle.")
            }
            ancestor = router.parentNode
        }
    }
}

/// A router as misuse messages name it, such as `ProfileRouter (Root/Home/Profile)`.
@MainActor
func describe(_ router: any Routing) -> String {
    "\(typeName(of: router)) (\(router.path))"
}

/// The name of a router's dynamic type, for messages.
@MainActor
func typeName(of router: any Routing) -> String {
    String(describing: type(of: router))
}

extension Router {
    /// Once the parent is released, the path the router had below it.
    private var pathForReports: String {
        guard let parentPath = occasional?.releasedParent?.path else { return path }
        return parentPath + "/" + name
    }
}
