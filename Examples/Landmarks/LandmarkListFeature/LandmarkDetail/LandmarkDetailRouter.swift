import Graft

/// The detail's router, as its parent sees it; the detail has no children.
@MainActor
protocol LandmarkDetailRouting: ViewableRouting {}

/// The detail's interactor, as its router sees it.
@MainActor
protocol LandmarkDetailInteractable: Interactable {
    var router: LandmarkDetailRouting? { get set }
    var listener: LandmarkDetailListener? { get set }
}

/// The detail's view, as its router sees it.
@MainActor
protocol LandmarkDetailViewControllable: ViewControllable {}

final class LandmarkDetailRouter: ViewableRouter<LandmarkDetailInteractable, LandmarkDetailViewControllable>,
    LandmarkDetailRouting
{
    init(
        interactor: LandmarkDetailInteractable, viewController: LandmarkDetailViewControllable,
        component: LandmarkDetailComponent
    ) {
        super.init(interactor: interactor, viewController: viewController, component: component)
        interactor.router = self
    }
}
