/// The place the root feature's view is shown, such as an app's window or a test's stand-in.
///
/// ```swift
/// extension UIWindow: Window {
///     public func setRoot(_ viewControllable: ViewControllable) {
///         rootViewController = (viewControllable as? AppViewControllable)?.uiViewController
///         makeKeyAndVisible()
///     }
/// }
/// ```
@MainActor
public protocol Window: AnyObject, Sendable {
    /// Shows `viewControllable` as the window's only content.
    ///
    /// - Parameter viewControllable: The root router's view.
    func setRoot(_ viewControllable: any ViewControllable)
}
