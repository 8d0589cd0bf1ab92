import Graft

/// Builds the profile screen.
protocol ProfileBuildable: Buildable {
    /// Builds the feature.
    ///
    /// - Parameter listener: The screen's parent.
    /// - Returns: The feature's router.
    @MainActor func build(withListener listener: ProfileListener) -> ProfileRouting
}

final class ProfileBuilder: Builder<ProfileDependency>, ProfileBuildable, @unchecked Sendable {
    func build(withListener listener: ProfileListener) -> ProfileRouting {
        let component = ProfileComponent(dependency: dependency)
        let viewController = ProfileViewController()
        let interactor = ProfileInteractor(
            presenter: viewController, session: component.session, favouritesStore: component.favouritesStore,
            viewingHistory: component.viewingHistory, analyticsService: component.analyticsService)
        interactor.listener = listener
        return ProfileRouter(interactor: interactor, viewController: viewController, component: component)
    }
}
