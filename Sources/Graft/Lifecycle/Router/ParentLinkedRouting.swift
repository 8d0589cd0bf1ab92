/// A router that knows the router it is attached to.
///
/// ``Router`` conforms; a test double that conforms to ``Routing`` directly does not, and only loses the
/// attached-elsewhere check, its place in tree paths and its parent's leak detector.
@MainActor
protocol ParentLinkedRouting: Routing {
    /// The router this one is attached to, or `nil` while it is detached or the root; held weakly.
    var parent: (any Routing)? { get set }

    /// Whether the router was detached and not attached again since.
    var isDetached: Bool { get }

    /// The detector that checks the subtrees this router detaches, which its children inherit.
    var leakDetector: LeakDetector { get }

    /// Keeps the detector and tree path of the parent being released, for the router's own checks once it has no
    /// parent, until it is attached again.
    ///
    /// - Parameters:
    ///   - leakDetector: The parent's detector.
    ///   - path: The parent's tree path.
    func parentIsReleased(leakDetector: LeakDetector, path: String)
}
