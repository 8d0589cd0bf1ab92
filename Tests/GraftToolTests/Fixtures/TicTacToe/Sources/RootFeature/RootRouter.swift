import Graft
import LoggedInFeature
import LoggedOutFeature

/// The root's navigation: the login form, then a session.
@MainActor
protocol RootRouting: LaunchRouting {
    func routeToLoggedIn(withPlayer1Name player1Name: String, player2Name: String) -> LoggedInActionableItem
}

@MainActor
protocol RootInteractable: Interactable, LoggedOutListener, LoggedInListener {
    var router: RootRouting? { get set }
}

@MainActor
protocol RootViewControllable: ViewControllable {}

/// Shows the login form at launch, and a session once the players log in.
final class RootRouter: LaunchRouter<RootInteractable, RootViewControllable>, RootRouting {
    private let loggedOutBuilder: LoggedOutBuildable
    private let loggedInBuilder: LoggedInBuildable
    private var loggedOut: ViewableRouting?

    init(
        interactor: RootInteractable, viewController: RootViewControllable, loggedOutBuilder: LoggedOutBuildable,
        loggedInBuilder: LoggedInBuildable, component: RootComponent
    ) {
        self.loggedOutBuilder = loggedOutBuilder
        self.loggedInBuilder = loggedInBuilder
        super.init(interactor: interactor, viewController: viewController, component: component)
        interactor.router = self
    }

    override func didLoad() {
        super.didLoad()
        let loggedOut = loggedOutBuilder.build(withListener: interactor)
        self.loggedOut = loggedOut
        attachChild(loggedOut)
    }

    func routeToLoggedIn(withPlayer1Name player1Name: String, player2Name: String) -> LoggedInActionableItem {
        if let loggedOut {
            detachChild(loggedOut)
            self.loggedOut = nil
        }
        let loggedIn = loggedInBuilder.build(
            withListener: interactor, player1Name: player1Name, player2Name: player2Name)
        attachChild(loggedIn.router)
        return loggedIn.actionableItem
    }
}

/// The root view: it shows the login form, then a session's screens.
@MainActor
final class RootViewController: RootPresentable, RootViewControllable, LoggedInViewControllable {
    private(set) var shown: [ViewControllable] = []

    func present(viewController: ViewControllable) {
        shown.append(viewController)
    }

    func dismiss(viewController: ViewControllable) {
        shown.removeAll { $0 === viewController }
    }
}
