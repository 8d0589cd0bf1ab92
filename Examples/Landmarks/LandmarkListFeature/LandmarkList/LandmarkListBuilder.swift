public import Graft

/// Builds the landmark list, from which a landmark's detail opens.
public protocol LandmarkListBuildable: Buildable {
    /// Builds the feature.
    ///
    /// - Parameter listener: The list's parent.
    /// - Returns: The feature's router.
    @MainActor func build(withListener listener: LandmarkListListener) -> LandmarkListRouting
}

/// Builds the landmark list from its parent's component, which conforms to ``LandmarkListDependency``.
public final class LandmarkListBuilder: Builder<LandmarkListDependency>, LandmarkListBuildable, @unchecked Sendable {
    /// Builds the feature: its component, view, interactor and router.
    ///
    /// - Parameter listener: The list's parent.
    /// - Returns: The feature's router, for the parent to attach.
    public func build(withListener listener: LandmarkListListener) -> LandmarkListRouting {
        let component = LandmarkListComponent(dependency: dependency)
        let viewController = LandmarkListViewController()
        let interactor = LandmarkListInteractor(
            presenter: viewController, landmarkStore: component.landmarkStore,
            analyticsService: component.analyticsService)
        interactor.listener = listener
        return LandmarkListRouter(
            interactor: interactor, viewController: viewController,
            landmarkDetailBuilder: LandmarkDetailBuilder(dependency: component), component: component)
    }
}
