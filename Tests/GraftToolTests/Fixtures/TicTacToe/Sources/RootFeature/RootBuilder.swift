import Graft
import LoggedInFeature
import LoggedOutFeature

/// Builds the root from the app's component.
final class RootBuilder: Builder<RootDependency>, @unchecked Sendable {
    @MainActor func build() -> LaunchRouting {
        let viewController = RootViewController()
        let component = RootComponent(dependency: dependency, rootViewController: viewController)
        let interactor = RootInteractor(presenter: viewController)
        return RootRouter(
            interactor: interactor, viewController: viewController,
            loggedOutBuilder: LoggedOutBuilder(dependency: component),
            loggedInBuilder: LoggedInBuilder(dependency: component), component: component)
    }
}
