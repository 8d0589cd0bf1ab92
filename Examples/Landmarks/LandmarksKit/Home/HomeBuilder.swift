import Graft

/// Builds Home, the signed-in user's screens: the landmarks, the featured ones, the favourites and the profile.
protocol HomeBuildable: Buildable {
    /// Builds the feature.
    ///
    /// - Parameter listener: Home's parent.
    /// - Returns: The feature's router.
    @MainActor func build(withListener listener: HomeListener) -> HomeRouting
}

final class HomeBuilder: Builder<HomeDependency>, HomeBuildable, @unchecked Sendable {
    func build(withListener listener: HomeListener) -> HomeRouting {
        let component = HomeComponent(dependency: dependency)
        let viewController = HomeViewController()
        let interactor = HomeInteractor(presenter: viewController)
        interactor.listener = listener
        return HomeRouter(
            interactor: interactor,
            viewController: viewController,
            landmarkListBuilder: LandmarkListBuilder(dependency: component),
            featuredBuilder: FeaturedBuilder(dependency: component),
            favouritesBuilder: FavouritesBuilder(dependency: component),
            profileBuilder: ProfileBuilder(dependency: component), component: component)
    }
}
