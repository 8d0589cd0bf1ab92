/// The part of every ``Router`` that links it to its parent, whatever its interactor's type.
///
/// A router is linked and its ancestors are walked through this class rather than through a protocol, because a
/// cast to a class is much cheaper than a cast to a protocol, which looks up the runtime's conformance cache. Feature
/// code subclasses ``Router`` or ``ViewableRouter``; it cannot create or subclass this class directly.
@MainActor
open class RouterNode {
    private weak var linkedParent: RouterNode?

    var occasional: RouterOccasionalState?

    // Declared last, so that the flags that `Router` declares first fill the same word.
    /// With no parent now, the router was detached or its parent released.
    private var wasAttached = false

    init(occasional: RouterOccasionalState?) {
        self.occasional = occasional
    }

    /// The router this one is attached to, or `nil` while it is detached or the root; held weakly.
    final var parentNode: RouterNode? {
        get { linkedParent }
        set {
            linkedParent = newValue
            if newValue != nil {
                wasAttached = true
                occasional?.releasedParent = nil
            }
        }
    }

    /// Detached, or its parent released, and not attached again since.
    final var isDetached: Bool {
        wasAttached && linkedParent == nil
    }

    /// This router as the rest of the tree sees it.
    final var routing: any Routing {
        // Only `Router`, which conforms, calls the initializer.
        self as! any Routing
    }

    final var occasionalState: RouterOccasionalState {
        if let occasional { return occasional }
        let made = RouterOccasionalState()
        occasional = made
        return made
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
    }
}
