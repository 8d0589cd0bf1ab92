/// One object that was still alive a grace period after the router subtree holding it was detached, or after the
/// router or interactor that owned it was released; or one view still shown a grace period after its feature's
/// interactor was deactivated.
///
/// A ``LeakDetector`` hands one report per survivor to its ``LeakDetector/handler``. Its ``description`` is one line
/// naming the object, its role and its place in the tree:
///
/// ```text
/// Graft: leak: ProfileInteractor, the interactor of Root/Home/Profile, is alive 1.0 seconds after its detach.
/// Graft: leak: ProfileViewController, the view controller of Root/Home/Profile, is still shown 1.0 seconds after its
/// interactor's deactivation.
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
        /// A presentable interactor's presenter.
        case presenter
        /// The component a router held.
        case component
    }

    /// What should have released the object.
    public enum Event: String, Sendable, Hashable {
        /// The detach of the object's router.
        case detach = "its detach"
        /// The release of the router that owned it.
        case release = "its owner's release"
        /// The deactivation of its feature's interactor, after which a view should no longer be shown.
        case deactivation = "its interactor's deactivation"
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

    /// What should have released the object.
    public let event: Event

    /// Creates a report.
    ///
    /// - Parameters:
    ///   - kind: The object's role.
    ///   - typeName: The name of the object's type.
    ///   - path: The place in the tree of the router the object belongs to.
    ///   - gracePeriod: How long the detector waited.
    ///   - event: What should have released the object.
    public init(kind: Kind, typeName: String, path: String, gracePeriod: Duration, event: Event = .detach) {
        self.kind = kind
        self.typeName = typeName
        self.path = path
        self.gracePeriod = gracePeriod
        self.event = event
    }

    /// The report as one line for a log.
    ///
    /// For example, `Graft: leak: ProfileRouter, the router of Root/Profile, is alive 1.0 seconds after its detach.`
    ///
    /// A component's report adds the usual cause: a `shared` member that keeps a builder made with the component.
    public var description: String {
        let state = event == .deactivation ? "still shown" : "alive"
        let line =
            "Graft: leak: \(typeName), the \(kind.rawValue) of \(path), is \(state) \(gracePeriod) after "
            + "\(event.rawValue)."
        guard kind == .component else { return line }
        return line
            + " Is a builder made with it kept by one of its shared members? That is a cycle; make the builder "
            + "in a computed property instead, or give it what it needs rather than the component."
    }
}
