import Graft

/// Builds the favourites screen.
protocol FavouritesBuildable: Buildable {
    /// Builds the feature.
    ///
    /// - Parameter listener: The screen's parent.
    /// - Returns: The feature's router.
    @MainActor func build(withListener listener: FavouritesListener) -> FavouritesRouting
}

final class FavouritesBuilder: Builder<FavouritesDependency>, FavouritesBuildable, @unchecked Sendable {
    func build(withListener listener: FavouritesListener) -> FavouritesRouting {
        let component = FavouritesComponent(dependency: dependency)
        let viewController = FavouritesViewController()
        let interactor = FavouritesInteractor(
            presenter: viewController, favouritesStore: component.favouritesStore,
            landmarkStore: component.landmarkStore, analyticsService: component.analyticsService)
        interactor.listener = listener
        return FavouritesRouter(interactor: interactor, viewController: viewController, component: component)
    }
}
