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
    /// When a ``ViewableRouter``'s interactor is deactivated, its ``Router/leakDetector`` reads this after its grace
    /// period and reports the view if it is still shown: a parent that detached the feature without dismissing its
    /// view, or a view shown again by a feature that was built anew instead of attached again. The default is
    /// `false`, so a view that does not say is never reported.
    var isShown: Bool { get }
}

extension ViewControllable {
    /// `false`: Graft cannot see the screen, so a view is taken as gone unless it says otherwise.
    public var isShown: Bool { false }
}
