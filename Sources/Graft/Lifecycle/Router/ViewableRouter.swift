/// The base class of a router that owns a view: it holds the feature's view controller beside its interactor.
///
/// ```swift
/// final class ProfileRouter: ViewableRouter<ProfileInteractable, ProfileViewControllable>, ProfileRouting {
///     override init(interactor: ProfileInteractable, viewController: ProfileViewControllable) {
///         super.init(interactor: interactor, viewController: viewController)
///         interactor.router = self
///     }
/// }
/// ```
///
/// When the router is detached, its view controller is checked for release along with the router and interactor.
/// As in RIBs, once its interactor is deactivated, ``Router/leakDetector`` reports the view if it is still shown
/// (``ViewControllable/isShown``) after the grace period, unless the interactor is active again.
@MainActor
open class ViewableRouter<InteractorType, ViewControllerType>: Router<InteractorType>, ViewableRouting {
    /// The feature's view controller, through the protocol the router uses to present children on it.
    public let viewController: ViewControllerType

    /// The same view controller, as the rest of the tree sees it.
    public let viewControllable: any ViewControllable

    /// Started when the interactor was last deactivated.
    private var disappearanceCheck: (check: LeakDetector.DisappearanceCheck, detector: LeakDetector)?

    /// Creates a router that owns `interactor` and `viewController`.
    ///
    /// The view controller must conform to ``ViewControllable``, and the interactor to ``Interactable``, or the
    /// program stops.
    ///
    /// - Parameters:
    ///   - interactor: The feature's interactor.
    ///   - viewController: The feature's view controller.
    @inlinable
    public init(interactor: InteractorType, viewController: ViewControllerType) {
        self.viewController = viewController
        self.viewControllable = Self.viewControllable(of: viewController)
        super.init(interactor: interactor)
    }

    /// Creates a router that owns `interactor` and `viewController` and holds the feature's `component`.
    ///
    /// - Parameters:
    ///   - interactor: The feature's interactor; it must conform to ``Interactable``.
    ///   - viewController: The feature's view controller; it must conform to ``ViewControllable``.
    ///   - component: The feature's component, kept for as long as the router lives.
    @inlinable
    public init(interactor: InteractorType, viewController: ViewControllerType, component: any ComponentDescribing) {
        self.viewController = viewController
        self.viewControllable = Self.viewControllable(of: viewController)
        super.init(interactor: interactor, component: component)
    }

    override func interactorDidChange(_ isActive: Bool) {
        if let (check, detector) = disappearanceCheck {
            detector.cancel(check)
            disappearanceCheck = nil
        }
        guard !isActive else { return }
        let detector = leakDetector
        if let check = detector.expectDisappearance(of: viewControllable, path: path) {
            disappearanceCheck = (check, detector)
        }
    }

    // Inlined with the initializers into the feature's code, where the view controller's type is known: there a
    // feature's own view-controllable protocol casts to `ViewControllable` without a lookup in the conformance cache.
    @inlinable
    static func viewControllable(of viewController: ViewControllerType) -> any ViewControllable {
        guard let viewControllable = viewController as? any ViewControllable else {
            fatalError(
                "Graft: cannot create \(Self.self): its view controller, of type \(type(of: viewController)), "
                    + "does not conform to ViewControllable.")
        }
        return viewControllable
    }
}
