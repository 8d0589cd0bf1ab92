public import Graft
import LandmarkListFeature

/// Builds Home, the signed-in user's screens: the landmarks, the featured ones, the favourites and the profile.
public protocol HomeBuildable: Buildable {
    /// Builds the feature.
    ///
    /// - Parameter listener: Home's parent.
    /// - Returns: The feature's router.
    @MainActor func build(withListener listener: HomeListener) -> HomeRouting
}

/// Builds Home from its parent's component, which conforms to ``HomeDependency``.
public final class HomeBuilder: Builder<HomeDependency>, HomeBuildable, @unchecked Sendable {
    /// Builds the feature: its component, view, interactor and router.
    ///
    /// - Parameter listener: Home's parent.
    /// - Returns: The feature's router, for the parent to attach.
    public func build(withListener listener: HomeListener) -> HomeRouting {
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
