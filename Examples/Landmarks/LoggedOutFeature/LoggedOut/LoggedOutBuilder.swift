public import Graft

/// Builds the signed-out feature, where the user signs in.
public protocol LoggedOutBuildable: Buildable {
    /// Builds the feature.
    ///
    /// - Parameter listener: Told when the user has signed in.
    /// - Returns: The feature's router.
    @MainActor func build(withListener listener: LoggedOutListener) -> LoggedOutRouting
}

/// Builds the signed-out feature from its parent's component, which conforms to ``LoggedOutDependency``.
public final class LoggedOutBuilder: Builder<LoggedOutDependency>, LoggedOutBuildable, @unchecked Sendable {
    /// Builds the feature: its component, view, interactor and router.
    ///
    /// - Parameter listener: Told when the user has signed in.
    /// - Returns: The feature's router, for the parent to attach.
    public func build(withListener listener: LoggedOutListener) -> LoggedOutRouting {
        let component = LoggedOutComponent(dependency: dependency)
        let viewController = LoggedOutViewController()
        let interactor = LoggedOutInteractor(
            presenter: viewController, authService: component.authService,
            analyticsService: component.analyticsService)
        interactor.listener = listener
        return LoggedOutRouter(interactor: interactor, viewController: viewController, component: component)
    }
}
