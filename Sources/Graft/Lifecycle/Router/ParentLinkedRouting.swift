/// A router that knows the router it is attached to: ``Router`` does, a test double conforming to ``Routing`` does
/// not, and loses only the attached-elsewhere check, its tree path and its parent's leak detector.
@MainActor
protocol ParentLinkedRouting: Routing {
    /// Held weakly; `nil` while detached or the root.
    var parent: (any Routing)? { get set }

    /// Whether the router was detached and not attached again since.
    var isDetached: Bool { get }

    var leakDetector: LeakDetector { get }

    /// Keeps the released parent's detector and tree path for the router's checks until it is attached again.
    ///
    /// - Parameters:
    ///   - leakDetector: The parent's detector.
    ///   - path: The parent's tree path, or `nil` when its detector was off as it was released.
    func parentIsReleased(leakDetector: LeakDetector, path: String?)
}
