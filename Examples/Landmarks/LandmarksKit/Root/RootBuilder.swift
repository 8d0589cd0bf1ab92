import Graft
import LandmarksServices
import LoggedInFeature
import LoggedOutFeature

/// Builds the root of the Landmarks tree, ready to launch into a window.
protocol RootBuildable: Buildable {
    /// Builds the root feature.
    ///
    /// - Parameter session: A session to start in, such as the one the auth service already holds; `nil` starts
    ///   signed out.
    /// - Returns: The root router, to launch.
    @MainActor func build(restoring session: Session?) -> RootRouting
}

/// Builds the root feature from its parent's services: `AppComponent` in the app, a mock in tests.
final class RootBuilder: Builder<RootDependency>, RootBuildable, @unchecked Sendable {
    func build(restoring session: Session?) -> RootRouting {
        let component = RootComponent(dependency: dependency)
        let viewController = RootViewController()
        let interactor = RootInteractor(restoredSession: session)
        return RootRouter(
            interactor: interactor,
            viewController: viewController,
            loggedOutBuilder: LoggedOutBuilder(dependency: component),
            loggedInBuilder: LoggedInBuilder(dependency: component), component: component)
    }
}
