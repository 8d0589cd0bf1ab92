import Graft
import TicTacToeCore

/// What a session needs from its parent: the view its features show in.
public protocol LoggedInDependency: Dependency {
    var loggedInViewController: LoggedInViewControllable { get }
}

/// The scope of one session of two players: it owns their score.
public final class LoggedInComponent: Component<LoggedInDependency>, @unchecked Sendable {
    /// The first player's name.
    public let player1Name: String
    /// The second player's name.
    public let player2Name: String

    /// Creates the scope of a session.
    public init(dependency: LoggedInDependency, player1Name: String, player2Name: String) {
        self.player1Name = player1Name
        self.player2Name = player2Name
        super.init(dependency: dependency)
    }

    /// The session's score, which the game counts wins in.
    public var mutableScoreStream: MutableScoreStream { shared { ScoreStreamImpl() } }
    /// The same score, for the features that only show it.
    public var scoreStream: ScoreStream { mutableScoreStream }
    var loggedInViewController: LoggedInViewControllable { dependency.loggedInViewController }
}
