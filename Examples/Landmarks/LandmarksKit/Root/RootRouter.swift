import Graft
import LandmarksServices
import LandmarksUI
import LoggedInFeature
import LoggedOutFeature

/// The root's navigation: one of the signed-out and signed-in features, never both.
@MainActor
protocol RootRouting: LaunchRouting {
    /// Shows the signed-out feature, detaching the signed-in one and everything below it.
    func routeToLoggedOut()

    /// Shows the signed-in feature for a session, detaching the signed-out one.
    ///
    /// - Parameter session: The session the signed-in feature lives for.
    func routeToLoggedIn(session: Session)

    /// The root's actionable item, which workflows start from.
    var actionableItem: any RootActionableItem { get }

    /// The signed-in feature's actionable item while it is attached.
    var loggedInActionableItem: (any LoggedInActionableItem)? { get }
}

/// The root interactor, as the root router talks to it; it listens to both children.
@MainActor
protocol RootInteractable: Interactable, LoggedOutListener, LoggedInListener, RootActionableItem {
    var router: RootRouting? { get set }
}

/// The root view, which shows one child's view at a time.
@MainActor
protocol RootViewControllable: ContainerViewControllable {}

/// Launches the tree and switches between the signed-out and signed-in features.
final class RootRouter: LaunchRouter<RootInteractable, RootViewControllable>, RootRouting {
    private let loggedOutBuilder: LoggedOutBuildable
    private let loggedInBuilder: LoggedInBuildable
    private var loggedOut: LoggedOutRouting?
    private var loggedIn: LoggedInRouting?

    init(
        interactor: RootInteractable, viewController: RootViewControllable, loggedOutBuilder: LoggedOutBuildable,
        loggedInBuilder: LoggedInBuildable,
        component: RootComponent
    ) {
        self.loggedOutBuilder = loggedOutBuilder
        self.loggedInBuilder = loggedInBuilder
        super.init(interactor: interactor, viewController: viewController, component: component)
        interactor.router = self
    }

    func routeToLoggedOut() {
        guard loggedOut == nil else { return }
        let loggedOut = loggedOutBuilder.build(withListener: interactor)
        replaceChild(loggedIn, with: loggedOut, in: viewController)
        self.loggedOut = loggedOut
        loggedIn = nil
    }

    func routeToLoggedIn(session: Session) {
        // A new session always gets a new signed-in feature, so nothing of the previous session carries over.
        let loggedIn = loggedInBuilder.build(withListener: interactor, session: session)
        replaceChild(self.loggedIn ?? loggedOut, with: loggedIn, in: viewController)
        self.loggedIn = loggedIn
        loggedOut = nil
    }

    var actionableItem: any RootActionableItem { interactor }

    var loggedInActionableItem: (any LoggedInActionableItem)? { loggedIn?.actionableItem }
}
