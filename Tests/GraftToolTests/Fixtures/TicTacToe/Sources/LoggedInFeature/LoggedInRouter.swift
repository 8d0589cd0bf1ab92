import Graft
import OffGameFeature
import TicTacToeFeature

/// A session's router, as its parent sees it.
@MainActor
public protocol LoggedInRouting: Routing {
    func cleanupViews()
    func routeToTicTacToe()
    func routeToOffGame()
}

/// The parent's view, where a session shows its features.
@MainActor
public protocol LoggedInViewControllable: ViewControllable {
    func present(viewController: ViewControllable)
    func dismiss(viewController: ViewControllable)
}

@MainActor
protocol LoggedInInteractable: Interactable, OffGameListener, TicTacToeListener {
    var router: LoggedInRouting? { get set }
    var listener: LoggedInListener? { get set }
}

/// Shows the start screen or the game in the parent's view; a session has no view of its own.
final class LoggedInRouter: Router<LoggedInInteractable>, LoggedInRouting {
    private let viewController: LoggedInViewControllable
    private let offGameBuilder: OffGameBuildable
    private let ticTacToeBuilder: TicTacToeBuildable
    private var currentChild: ViewableRouting?

    init(
        interactor: LoggedInInteractable, viewController: LoggedInViewControllable, offGameBuilder: OffGameBuildable,
        ticTacToeBuilder: TicTacToeBuildable, component: LoggedInComponent
    ) {
        self.viewController = viewController
        self.offGameBuilder = offGameBuilder
        self.ticTacToeBuilder = ticTacToeBuilder
        super.init(interactor: interactor, component: component)
        interactor.router = self
    }

    override func didLoad() {
        super.didLoad()
        routeToOffGame()
    }

    func cleanupViews() {
        if let currentChild { viewController.dismiss(viewController: currentChild.viewControllable) }
    }

    func routeToTicTacToe() {
        show(ticTacToeBuilder.build(withListener: interactor))
    }

    func routeToOffGame() {
        show(offGameBuilder.build(withListener: interactor))
    }

    private func show(_ child: ViewableRouting) {
        if let currentChild {
            detachChild(currentChild)
            viewController.dismiss(viewController: currentChild.viewControllable)
        }
        currentChild = child
        attachChild(child)
        viewController.present(viewController: child.viewControllable)
    }
}
