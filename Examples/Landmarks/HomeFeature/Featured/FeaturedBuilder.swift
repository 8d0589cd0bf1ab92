import Graft

/// Builds the featured screen.
protocol FeaturedBuildable: Buildable {
    /// Builds the feature.
    ///
    /// - Parameter listener: The screen's parent.
    /// - Returns: The feature's router.
    @MainActor func build(withListener listener: FeaturedListener) -> FeaturedRouting
}

final class FeaturedBuilder: Builder<FeaturedDependency>, FeaturedBuildable, @unchecked Sendable {
    func build(withListener listener: FeaturedListener) -> FeaturedRouting {
        let component = FeaturedComponent(dependency: dependency)
        let viewController = FeaturedViewController()
        let interactor = FeaturedInteractor(
            presenter: viewController, landmarkStore: component.landmarkStore,
            analyticsService: component.analyticsService)
        interactor.listener = listener
        return FeaturedRouter(interactor: interactor, viewController: viewController, component: component)
    }
}
