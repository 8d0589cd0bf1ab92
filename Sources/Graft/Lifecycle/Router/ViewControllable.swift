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
/// ```
@MainActor
public protocol ViewControllable: AnyObject, Sendable {}
