import Graft

/// What LoggedOut needs from its parent: nothing of its own.
public protocol LoggedOutDependency: Dependency {}

/// LoggedOut's scope.
public final class LoggedOutComponent: Component<LoggedOutDependency>, @unchecked Sendable {}

/// Builds LoggedOut.
public protocol LoggedOutBuildable: Buildable {
    /// Builds the feature.
    @MainActor func build(withListener listener: LoggedOutListener) -> LoggedOutRouting
}

/// Builds LoggedOut from its parent's component.
public final class LoggedOutBuilder: Builder<LoggedOutDependency>, LoggedOutBuildable, @unchecked Sendable {
    /// Builds the feature.
    public func build(withListener listener: LoggedOutListener) -> LoggedOutRouting {
        let component = LoggedOutComponent(dependency: dependency)
        let viewController = LoggedOutViewController()
        let interactor = LoggedOutInteractor(presenter: viewController)
        interactor.listener = listener
        return LoggedOutRouter(interactor: interactor, viewController: viewController, component: component)
    }
}
