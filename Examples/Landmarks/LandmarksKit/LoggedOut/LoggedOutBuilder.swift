import Graft

/// Builds the signed-out feature, where the user signs in.
protocol LoggedOutBuildable: Buildable {
    /// Builds the feature.
    ///
    /// - Parameter listener: Told when the user has signed in.
    /// - Returns: The feature's router.
    @MainActor func build(withListener listener: LoggedOutListener) -> LoggedOutRouting
}

final class LoggedOutBuilder: Builder<LoggedOutDependency>, LoggedOutBuildable, @unchecked Sendable {
    func build(withListener listener: LoggedOutListener) -> LoggedOutRouting {
        let component = LoggedOutComponent(dependency: dependency)
        let viewController = LoggedOutViewController()
        let interactor = LoggedOutInteractor(
            presenter: viewController, authService: component.authService,
            analyticsService: component.analyticsService)
        interactor.listener = listener
        return LoggedOutRouter(interactor: interactor, viewController: viewController, component: component)
    }
}
