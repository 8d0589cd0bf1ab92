import GraftTesting
import LoggedInFeature
import LoggedOutFeature
import TicTacToeCore

@testable import BasicScoreBoardFeature

/// Records what LoggedOut tells its parent.
@MainActor
final class LoggedOutListenerMock: LoggedOutListener {
    private(set) var didLoginCallCount = 0
    private(set) var didLoginArgValues: [(player1Name: String, player2Name: String)] = []

    func didLogin(withPlayer1Name player1Name: String, player2Name: String) {
        didLoginCallCount += 1
        didLoginArgValues.append((player1Name, player2Name))
    }
}

/// LoggedIn's parent as a session's features see it.
final class LoggedInDependencyMock: LoggedInDependency {
    let loggedInViewController: LoggedInViewControllable

    init(loggedInViewController: LoggedInViewControllable) {
        self.loggedInViewController = loggedInViewController
    }
}

/// The root view a session shows its features in, keeping what it was given.
final class LoggedInViewControllableMock: FakeViewController, LoggedInViewControllable {
    func present(viewController: ViewControllable) {
        present(viewController)
    }

    func dismiss(viewController: ViewControllable) {
        dismiss(viewController)
    }
}

/// What a session hands the score board, two levels down.
final class BasicScoreBoardDependencyMock: BasicScoreBoardDependency {
    let player1Name: String
    let player2Name: String
    let scoreStream: ScoreStream

    init(player1Name: String, player2Name: String, scoreStream: ScoreStream) {
        self.player1Name = player1Name
        self.player2Name = player2Name
        self.scoreStream = scoreStream
    }
}

/// Stands in for a session that is not under test.
@MainActor
final class LoggedInListenerMock: LoggedInListener {}
