import Graft

/// Builds the root of the Landmarks tree, ready to launch into a window.
protocol RootBuildable: Buildable {
    /// Builds the root feature.
    ///
    /// - Parameter session: A session to start in, such as the one the auth service already holds; `nil` starts
    ///   signed out.
    /// - Returns: The root router, to launch.
    @MainActor func build(restoring session: Session?) -> RootRouting
}

/// Builds the root feature, whose scope is the app's root component.
///
/// That is the `AppComponent` the app made with its services. It has no parent, so the builder takes the component
/// itself and hands it to the children's builders.
final class RootBuilder: Builder<AppComponent>, RootBuildable, @unchecked Sendable {
    func build(restoring session: Session?) -> RootRouting {
        let viewController = RootViewController()
        let interactor = RootInteractor(restoredSession: session)
        return RootRouter(
            interactor: interactor,
            viewController: viewController,
            loggedOutBuilder: LoggedOutBuilder(dependency: dependency),
            loggedInBuilder: LoggedInBuilder(dependency: dependency), component: dependency)
    }
}
