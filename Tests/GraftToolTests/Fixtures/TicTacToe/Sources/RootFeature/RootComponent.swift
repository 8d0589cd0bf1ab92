import Graft
import LoggedInFeature

/// What the root needs from the app: nothing of its own.
public protocol RootDependency: Dependency {}

/// The root's scope: it holds the root view, where the sessions show their features.
final class RootComponent: Component<RootDependency>, @unchecked Sendable {
    let rootViewController: RootViewController

    init(dependency: RootDependency, rootViewController: RootViewController) {
        self.rootViewController = rootViewController
        super.init(dependency: dependency)
    }

    var loggedInViewController: LoggedInViewControllable { rootViewController }
}
