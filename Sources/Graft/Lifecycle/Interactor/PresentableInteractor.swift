/// An interactor that drives a presenter, usually its feature's view controller seen through a protocol.
///
/// ```swift
/// @MainActor
/// protocol ProfilePresentable: AnyObject {
///     func show(name: String)
/// }
///
/// final class ProfileInteractor: PresentableInteractor<ProfilePresentable>, ProfileInteractable {
///     override func didBecomeActive() {
///         presenter.show(name: "Ada")
///     }
/// }
/// ```
///
/// The interactor holds its presenter strongly; a view controller that calls back into the interactor holds it
/// weakly, so the pair is released together.
@MainActor
open class PresentableInteractor<PresenterType>: Interactor {
    /// The presenter this interactor drives.
    public let presenter: PresenterType

    /// Creates an inactive interactor that drives `presenter`.
    ///
    /// - Parameter presenter: The presenter, usually the feature's view controller.
    public init(presenter: PresenterType) {
        self.presenter = presenter
        super.init()
    }
}
