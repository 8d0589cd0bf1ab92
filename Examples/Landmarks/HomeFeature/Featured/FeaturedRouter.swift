import Graft

/// The featured screen's router, as its parent sees it; the screen has no children.
@MainActor
protocol FeaturedRouting: ViewableRouting {}

/// The featured interactor, as its router sees it.
@MainActor
protocol FeaturedInteractable: Interactable {
    var router: FeaturedRouting? { get set }
    var listener: FeaturedListener? { get set }
}

/// The featured view, as its router sees it.
@MainActor
protocol FeaturedViewControllable: ViewControllable {}

final class FeaturedRouter: ViewableRouter<FeaturedInteractable, FeaturedViewControllable>, FeaturedRouting {
    init(interactor: FeaturedInteractable, viewController: FeaturedViewControllable, component: FeaturedComponent) {
        super.init(interactor: interactor, viewController: viewController, component: component)
        interactor.router = self
    }
}
