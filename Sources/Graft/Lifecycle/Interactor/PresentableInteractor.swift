/// An interactor that drives a presenter, usually its feature's view controller seen through a protocol.
///
/// `PresenterType` is the feature's presenter protocol, which usually refines ``Presentable``:
///
/// ```swift
/// @MainActor
/// protocol ProfilePresentable: Presentable {
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
/// weakly, so the pair is released together. When the interactor is released, as in RIBs, its presenter is handed
/// to a ``LeakDetector``: its router's, or ``LeakDetector/shared`` when it had none, which reports the presenter if
/// it outlives the grace period.
@MainActor
open class PresentableInteractor<PresenterType>: Interactor, PresenterOwning {
    /// The presenter this interactor drives.
    public let presenter: PresenterType

    /// Set by the router when it is released.
    var presenterCheck: PresenterCheck?

    /// Creates an inactive interactor that drives `presenter`.
    ///
    /// - Parameter presenter: The presenter, usually the feature's view controller.
    public init(presenter: PresenterType) {
        self.presenter = presenter
        super.init()
    }

    isolated deinit {
        // Only an object can outlive its owner.
        guard type(of: presenter as Any) is AnyObject.Type else { return }
        let presenterObject = presenter as AnyObject
        let leakDetector = presenterCheck?.leakDetector ?? .shared
        let path = presenterCheck?.path ?? String(describing: type(of: self))
        leakDetector.expectRelease(
            of: [ExpectedRelease(presenterObject, kind: .presenter, path: path)], after: .release)
    }
}

/// An interactor that hands its presenter to a leak detector when it is released.
@MainActor
protocol PresenterOwning: AnyObject {
    var presenterCheck: PresenterCheck? { get set }
}

/// Where a released router's presentable interactor reports its presenter.
struct PresenterCheck {
    let leakDetector: LeakDetector
    let path: String
}
