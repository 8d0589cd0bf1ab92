/// A feature's view, as Graft sees it.
///
/// Graft imports no UI framework. An app makes its view controllers, hosting controllers or view models conform,
/// usually through a protocol of its own that adds what its windows and parents need:
///
/// ```swift
/// @MainActor
/// protocol AppViewControllable: ViewControllable {
///     var uiViewController: UIViewController { get }
/// }
///
/// extension AppViewControllable where Self: UIViewController {
///     var uiViewController: UIViewController { self }
///     var isShown: Bool { viewIfLoaded?.window != nil }
/// }
/// ```
@MainActor
public protocol ViewControllable: AnyObject, Sendable {
    /// Whether the view is on screen now: for a UIKit view controller, whether its view is in a window.
    ///
    /// A ``ViewableRouter``'s ``Router/leakDetector`` reads it a grace period after the interactor's deactivation
    /// and reports a view still shown, such as one its parent did not dismiss. The default is `false`, so a view that
    /// does not say is never reported.
    var isShown: Bool { get }
}

extension ViewControllable {
    /// `false`: Graft cannot see the screen, so a view is taken as gone unless it says otherwise.
    public var isShown: Bool { false }
}
