import Graft
import LandmarksServices

/// Builds the detail of one landmark.
protocol LandmarkDetailBuildable: Buildable {
    /// Builds the feature.
    ///
    /// - Parameters:
    ///   - listener: The detail's parent.
    ///   - landmark: The landmark to show.
    /// - Returns: The feature's router.
    @MainActor func build(withListener listener: LandmarkDetailListener, landmark: Landmark) -> LandmarkDetailRouting
}

final class LandmarkDetailBuilder: Builder<LandmarkDetailDependency>, LandmarkDetailBuildable, @unchecked Sendable {
    func build(withListener listener: LandmarkDetailListener, landmark: Landmark) -> LandmarkDetailRouting {
        let component = LandmarkDetailComponent(dependency: dependency)
        let viewController = LandmarkDetailViewController()
        let interactor = LandmarkDetailInteractor(
            presenter: viewController, landmark: landmark, favouritesStore: component.favouritesStore,
            analyticsService: component.analyticsService, viewingHistory: component.viewingHistory)
        interactor.listener = listener
        return LandmarkDetailRouter(interactor: interactor, viewController: viewController, component: component)
    }
}
