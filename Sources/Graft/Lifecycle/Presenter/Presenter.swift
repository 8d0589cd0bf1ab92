/// A presenter that stands between an interactor and its view controller.
///
/// A presenter turns the interactor's business models into values its view controller displays, and forwards the
/// view's events to its listener. Subclass it when a feature keeps that translation out of the view controller:
///
/// ```swift
/// final class ProfilePresenter: Presenter<ProfileViewControllable>, ProfilePresentable {
///     weak var listener: ProfilePresentableListener?
///
///     func show(name: String) {
///         viewController.display(title: name.uppercased())
///     }
/// }
/// ```
@MainActor
open class Presenter<ViewControllerType>: Presentable {
    /// The view controller this presenter drives.
    public let viewController: ViewControllerType

    /// Creates a presenter for `viewController`.
    ///
    /// - Parameter viewController: The view controller the presenter drives, held strongly.
    public init(viewController: ViewControllerType) {
        self.viewController = viewController
    }
}
