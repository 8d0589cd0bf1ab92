import Graft
import TicTacToeCore

/// What the start screen needs: the players' names, and the session's score for its score board.
public protocol OffGameDependency: Dependency {
    var player1Name: String { get }
    var player2Name: String { get }
    var scoreStream: ScoreStream { get }
}

/// The start screen's scope.
public final class OffGameComponent: Component<OffGameDependency>, @unchecked Sendable {
    /// The first player's name.
    public var player1Name: String { dependency.player1Name }
    /// The second player's name.
    public var player2Name: String { dependency.player2Name }
    /// The session's score.
    public var scoreStream: ScoreStream { dependency.scoreStream }
}
