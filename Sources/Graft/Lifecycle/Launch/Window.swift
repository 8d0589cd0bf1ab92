/// The place the root feature's view is shown, such as an app's window or a test's stand-in.
///
/// On UIKit, `UIWindow` conforms, `@retroactive` because both the type and the protocol come from other modules.
/// `Docs/Platforms.md` also shows a window for an app whose entry point is a SwiftUI `App`.
///
/// ```swift
/// extension UIWindow: @retroactive Window {
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
