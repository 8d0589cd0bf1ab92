import Graft

/// LoggedOut's router, as its parent sees it.
@MainActor
public protocol LoggedOutRouting: ViewableRouting {}

@MainActor
protocol LoggedOutInteractable: Interactable {
    var router: LoggedOutRouting? { get set }
    var listener: LoggedOutListener? { get set }
}

@MainActor
protocol LoggedOutViewControllable: ViewControllable {}

final class LoggedOutRouter: ViewableRouter<LoggedOutInteractable, LoggedOutViewControllable>, LoggedOutRouting {
    init(interactor: LoggedOutInteractable, viewController: LoggedOutViewControllable, component: LoggedOutComponent) {
        super.init(interactor: interactor, viewController: viewController, component: component)
        interactor.router = self
    }
}

/// The login form: two names and a button.
@MainActor
final class LoggedOutViewController: LoggedOutPresentable, LoggedOutViewControllable {
    weak var listener: LoggedOutPresentableListener?

    func didTapLogin(player1Name: String?, player2Name: String?) {
        listener?.login(withPlayer1Name: player1Name, player2Name: player2Name)
    }
}
