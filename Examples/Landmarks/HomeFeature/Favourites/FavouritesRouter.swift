import Graft

/// The favourites screen's router, as its parent sees it; the screen has no children.
@MainActor
protocol FavouritesRouting: ViewableRouting {}

/// The favourites interactor, as its router sees it.
@MainActor
protocol FavouritesInteractable: Interactable {
    var router: FavouritesRouting? { get set }
    var listener: FavouritesListener? { get set }
}

/// The favourites view, as its router sees it.
@MainActor
protocol FavouritesViewControllable: ViewControllable {}

final class FavouritesRouter: ViewableRouter<FavouritesInteractable, FavouritesViewControllable>, FavouritesRouting {
    init(interactor: FavouritesInteractable, viewController: FavouritesViewControllable, component: FavouritesComponent)
    {
        super.init(interactor: interactor, viewController: viewController, component: component)
        interactor.router = self
    }
}
