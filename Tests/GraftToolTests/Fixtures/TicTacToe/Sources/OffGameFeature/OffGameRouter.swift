import BasicScoreBoardFeature
import Graft

/// The start screen's router, as its parent sees it.
@MainActor
public protocol OffGameRouting: ViewableRouting {}

@MainActor
protocol OffGameInteractable: Interactable {
    var router: OffGameRouting? { get set }
    var listener: OffGameListener? { get set }
}

@MainActor
protocol OffGameViewControllable: ViewControllable {
    func show(scoreBoard: ViewControllable)
}

/// Shows the score board on the start screen.
final class OffGameRouter: ViewableRouter<OffGameInteractable, OffGameViewControllable>, OffGameRouting {
    private let basicScoreBoardBuilder: BasicScoreBoardBuildable

    init(
        interactor: OffGameInteractable, viewController: OffGameViewControllable,
        basicScoreBoardBuilder: BasicScoreBoardBuildable, component: OffGameComponent
    ) {
        self.basicScoreBoardBuilder = basicScoreBoardBuilder
        super.init(interactor: interactor, viewController: viewController, component: component)
        interactor.router = self
    }

    override func didLoad() {
        super.didLoad()
        let scoreBoard = basicScoreBoardBuilder.build()
        attachChild(scoreBoard)
        viewController.show(scoreBoard: scoreBoard.viewControllable)
    }
}

/// The start screen: the players' names, the score board and a start button.
@MainActor
final class OffGameViewController: OffGamePresentable, OffGameViewControllable {
    weak var listener: OffGamePresentableListener?
    let player1Name: String
    let player2Name: String
    private(set) var scoreBoard: ViewControllable?

    init(player1Name: String, player2Name: String) {
        self.player1Name = player1Name
        self.player2Name = player2Name
    }

    func show(scoreBoard: ViewControllable) {
        self.scoreBoard = scoreBoard
    }

    func didTapStart() {
        listener?.startGame()
    }
}
