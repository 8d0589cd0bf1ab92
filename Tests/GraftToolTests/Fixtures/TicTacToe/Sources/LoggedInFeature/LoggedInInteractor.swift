import Graft
import OffGameFeature
import TicTacToeCore
import TicTacToeFeature

/// What a session tells its parent.
@MainActor
public protocol LoggedInListener: AnyObject {}

/// What a workflow can ask of a session.
@MainActor
public protocol LoggedInActionableItem: AnyObject, Sendable {
    /// Starts a game, and returns once it shows.
    func launchGame(with id: String?) -> (LoggedInActionableItem, ())
}

/// Switches between the start screen and the game, and keeps the score.
final class LoggedInInteractor: Interactor, LoggedInInteractable, LoggedInActionableItem {
    weak var router: LoggedInRouting?
    weak var listener: LoggedInListener?
    private let mutableScoreStream: MutableScoreStream

    init(mutableScoreStream: MutableScoreStream) {
        self.mutableScoreStream = mutableScoreStream
        super.init()
    }

    override func willResignActive() {
        super.willResignActive()
        router?.cleanupViews()
    }

    func startTicTacToe() {
        router?.routeToTicTacToe()
    }

    func gameDidEnd(withWinner winner: PlayerType?) {
        router?.routeToOffGame()
    }

    func launchGame(with id: String?) -> (LoggedInActionableItem, ()) {
        router?.routeToTicTacToe()
        return (self, ())
    }
}
