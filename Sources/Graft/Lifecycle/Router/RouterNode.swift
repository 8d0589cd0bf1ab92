/// The part of every ``Router`` that links it to its parent, whatever its interactor's type.
///
/// A router is linked and its ancestors are walked through this class rather than through a protocol, because a
/// cast to a class is much cheaper than a cast to a protocol, which looks up the runtime's conformance cache. Feature
/// code subclasses ``Router`` or ``ViewableRouter``; it cannot create or subclass this class directly.
///
/// Two words hold what a router keeps besides its interactor and its children, so that a router with a feature's
/// usual fields takes 96 bytes as allocated rather than 112 (graft-bench --only trees):
///
///     +---------------+------------------------------------------------------------------+
///     | parent (weak) | the feature's component, or the occasional state, which then     |
///     |               | keeps the component; the router's state in the low three bits    |
///     +---------------+------------------------------------------------------------------+
@MainActor
open class RouterNode: ActivityObserving {
    // Unchecked for exclusivity: see `Router.children`.
    @exclusivity(unchecked) private weak var linkedParent: RouterNode?

    /// What most routers do not need, which a builder may pass or a rare feature makes, and the router's state.
    private let keptAndState: ReferenceWithFlags<AnyObject, State>

    /// Whether a router was ever attached, and how far it has loaded.
    ///
    ///     bit  2 1 0
    ///         +---+-+
    ///         |ld |a|   a: was attached; ld: 0 not loaded, 1 loaded, 2 loaded and passed on inactive,
    ///         +---+-+                         3 loaded and passed on active
    struct State: RawRepresentable {
        let rawValue: UInt

        init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        static var initial: State { State(rawValue: 0) }

        /// The router was attached at some point: with no parent now, it was detached or its parent released.
        var wasAttached: Bool {
            get { rawValue & 1 != 0 }
            set { self = State(rawValue: rawValue & ~1 | (newValue ? 1 : 0)) }
        }

        /// The router has loaded.
        var isLoaded: Bool { load != 0 }

        /// The interactor's state last passed on to the subtree, once loaded: `nil` until the first.
        var deliveredActivity: Bool? {
            load < 2 ? nil : load == 3
        }

        /// Marks the router loaded, with nothing passed on yet.
        mutating func markLoaded() {
            load = 1
        }

        /// Records `isActive` as passed on to the subtree; the router has loaded.
        mutating func markDelivered(_ isActive: Bool) {
            load = isActive ? 3 : 2
        }

        private var load: UInt {
            get { rawValue >> 1 }
            set { self = State(rawValue: rawValue & 1 | newValue << 1) }
        }
    }

    /// Creates the node of a router.
    ///
    /// - Parameters:
    ///   - foreignInteractable: The router's interactor, which the occasional state keeps, when it is not a Graft
    ///     ``Interactor``; `nil` for a Graft one, which the router holds itself.
    ///   - component: The feature's component, if the builder passed one.
    @usableFromInline
    init(foreignInteractable: (any Interactable)?, component: AnyObject?) {
        guard let foreignInteractable else {
            keptAndState = ReferenceWithFlags(component, flags: State.initial)
            return
        }
        let occasional = RouterOccasionalState()
        occasional.foreignInteractable = foreignInteractable
        occasional.component = component
        keptAndState = ReferenceWithFlags(occasional, flags: State.initial)
    }

    final var state: State {
        @inline(__always) get { keptAndState.flags }
        @inline(__always) set { keptAndState.flags = newValue }
    }

    /// The router this one is attached to, or `nil` while it is detached or the root; held weakly.
    final var parentNode: RouterNode? {
        get { linkedParent }
        // Inlined: called, the setter took its argument retained, and the parent's retain and release go through
        // its weak references' side table, about 170 instructions an attach (callgrind, graft-bench --only trees).
        @inline(__always) set {
            linkedParent = newValue
            if newValue != nil {
                state.wasAttached = true
                occasional?.releasedParent = nil
            }
        }
    }

    /// Detached, or its parent released, and not attached again since.
    final var isDetached: Bool {
        state.wasAttached && linkedParent == nil
    }

    /// This router as the rest of the tree sees it.
    final var routing: any Routing {
        // Only `Router`, which conforms, calls the initializer.
        self as! any Routing
    }

    /// The occasional state, if it has been made.
    final var occasional: RouterOccasionalState? {
        @inline(__always) get {
            // No closure: a closure isolated to the main actor checks the executor each time a nonisolated function
            // such as `flatMap` calls it. A cast to a final class, and only for a router that keeps an object at all.
            guard let kept = keptAndState.object else { return nil }
            return kept as? RouterOccasionalState
        }
    }

    /// The occasional state, made on first use.
    final var occasionalState: RouterOccasionalState {
        if let occasional { return occasional }
        let made = RouterOccasionalState()
        made.component = keptAndState.object
        keptAndState.object = made
        return made
    }

    /// The feature's component, when the builder passed one.
    final var componentObject: AnyObject? {
        guard let kept = keptAndState.object else { return nil }
        if let occasional = kept as? RouterOccasionalState { return occasional.component }
        return kept
    }

    /// See ``Router/leakDetector``.
    final var inheritedLeakDetector: LeakDetector {
        occasional?.assignedLeakDetector ?? linkedParent?.inheritedLeakDetector
            ?? occasional?.releasedParent?.leakDetector ?? .shared
    }

    /// Keeps the released parent's detector and tree path for the router's checks until it is attached again.
    ///
    /// - Parameters:
    ///   - leakDetector: The parent's detector.
    ///   - path: The parent's tree path, or `nil` when its detector was off as it was released.
    final func parentIsReleased(leakDetector: LeakDetector, path: String?) {
        occasionalState.releasedParent = ReleasedParent(leakDetector: leakDetector, path: path)
        keepAlive(self)
    }

    /// Passes the interactor's state on to the subtree; ``Router`` overrides it.
    func deliver(_ isActive: Bool) {}

    /// Whether any router is attached to this one; ``Router`` overrides it.
    var hasChildren: Bool { false }
}
