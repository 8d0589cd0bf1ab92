public import Graft
import HomeFeature
public import LandmarksServices

/// Builds the signed-in feature for one session.
public protocol LoggedInBuildable: Buildable {
    /// Builds the feature.
    ///
    /// - Parameters:
    ///   - listener: Told when the user signs out.
    ///   - session: The session the feature and everything below it live for.
    /// - Returns: The feature's router.
    @MainActor func build(withListener listener: LoggedInListener, session: Session) -> LoggedInRouting
}

/// Builds the signed-in feature, one session at a time, from its parent's component, a ``LoggedInDependency``.
public final class LoggedInBuilder: Builder<LoggedInDependency>, LoggedInBuildable, @unchecked Sendable {
    /// Builds the feature: its component, view, interactor and router.
    ///
    /// - Parameters:
    ///   - listener: Told when the user signs out.
    ///   - session: The session the feature and everything below it live for.
    /// - Returns: The feature's router, for the parent to attach.
    public func build(withListener listener: LoggedInListener, session: Session) -> LoggedInRouting {
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
