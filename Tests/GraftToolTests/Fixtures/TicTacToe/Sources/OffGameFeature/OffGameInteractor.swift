import Graft

/// What the start screen tells its parent.
@MainActor
public protocol OffGameListener: AnyObject {
    /// The players want to play.
    func startTicTacToe()
}

/// The start screen, as the interactor drives it.
@MainActor
protocol OffGamePresentable: Presentable {
    var listener: OffGamePresentableListener? { get set }
}

/// What the start screen asks of its interactor.
@MainActor
protocol OffGamePresentableListener: AnyObject {
    func startGame()
}

final class OffGameInteractor: PresentableInteractor<OffGamePresentable>, OffGameInteractable,
    OffGamePresentableListener
{
    weak var router: OffGameRouting?
    weak var listener: OffGameListener?

    override init(presenter: OffGamePresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    func startGame() {
        listener?.startTicTacToe()
    }
}
