import Graft

/// Builds the signed-in feature for one session.
protocol LoggedInBuildable: Buildable {
    /// Builds the feature.
    ///
    /// - Parameters:
    ///   - listener: Told when the user signs out.
    ///   - session: The session the feature and everything below it live for.
    /// - Returns: The feature's router.
    @MainActor func build(withListener listener: LoggedInListener, session: Session) -> LoggedInRouting
}

final class LoggedInBuilder: Builder<LoggedInDependency>, LoggedInBuildable, @unchecked Sendable {
    func build(withListener listener: LoggedInListener, session: Session) -> LoggedInRouting {
        let component = LoggedInComponent(dependency: dependency, session: session)
        let viewController = LoggedInViewController()
        let interactor = LoggedInInteractor(
            presenter: viewController, session: session, authService: component.authService,
            analyticsService: component.analyticsService)
        interactor.listener = listener
        return LoggedInRouter(
            interactor: interactor, viewController: viewController, homeBuilder: HomeBuilder(dependency: component),
            component: component)
    }
}
