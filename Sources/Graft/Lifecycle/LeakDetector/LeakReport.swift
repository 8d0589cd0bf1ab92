/// One object that was still alive a grace period after the router subtree holding it was detached.
///
/// A ``LeakDetector`` hands one report per survivor to its ``LeakDetector/handler``. Its ``description`` is one line
/// naming the object, its role and its place in the tree:
///
/// ```text
/// Graft: leak: ProfileInteractor, the interactor of Root/Home/Profile, is alive 1.0 seconds after its detach.
/// ```
///
/// The report says which object survived, not who holds it. Start from the references up the tree: a listener,
/// an interactor's router or a view's listener that is not `weak`, or a closure that captures `self` strongly.
public struct LeakReport: Sendable, Hashable, CustomStringConvertible {
    /// The role an object plays in its feature.
    public enum Kind: String, Sendable, Hashable {
        /// A router.
        case router
        /// A router's interactor.
        case interactor
        /// A viewable router's view controller.
        case viewController = "view controller"
    }

    /// The object's role.
    public let kind: Kind

    /// The name of the object's type, such as `ProfileInteractor`.
    public let typeName: String

    /// The place in the tree of the router the object belongs to, as it was when detached, such as
    /// `Root/Home/Profile`.
    public let path: String

    /// How long the detector waited before it found the object alive.
    public let gracePeriod: Duration

    /// Creates a report.
    ///
    /// - Parameters:
    ///   - kind: The object's role.
    ///   - typeName: The name of the object's type.
    ///   - path: The place in the tree of the router the object belongs to.
    ///   - gracePeriod: How long the detector waited.
    public init(kind: Kind, typeName: String, path: String, gracePeriod: Duration) {
        self.kind = kind
        self.typeName = typeName
        self.path = path
        self.gracePeriod = gracePeriod
    }

    /// The report as one line for a log.
    ///
    /// For example, `Graft: leak: ProfileRouter, the router of Root/Profile, is alive 1.0 seconds after its detach.`
    public var description: String {
        "Graft: leak: \(typeName), the \(kind.rawValue) of \(path), is alive \(gracePeriod) after its detach."
    }
}
