import Synchronization

/// One of the two players.
public enum PlayerType: Int, Sendable {
    case player1 = 1
    case player2
}

/// The two players' wins in a session.
public struct Score: Equatable, Sendable {
    /// The first player's wins.
    public let player1Score: Int
    /// The second player's wins.
    public let player2Score: Int

    /// Creates a score.
    public init(player1Score: Int, player2Score: Int) {
        self.player1Score = player1Score
        self.player2Score = player2Score
    }
}

/// The session's score, for the features that show it.
public protocol ScoreStream: AnyObject, Sendable {
    /// The score now.
    var score: Score { get }
}

/// The session's score, for the game that counts the wins.
public protocol MutableScoreStream: ScoreStream {
    /// Counts a win.
    func updateScore(withWinner winner: PlayerType)
}

/// The score of one session of two players.
public final class ScoreStreamImpl: MutableScoreStream {
    private let current = Mutex(Score(player1Score: 0, player2Score: 0))

    /// Creates a score of nothing to nothing.
    public init() {}

    /// The score now.
    public var score: Score { current.withLock { $0 } }

    /// Counts a win.
    public func updateScore(withWinner winner: PlayerType) {
        current.withLock { score in
            score = Score(
                player1Score: score.player1Score + (winner == .player1 ? 1 : 0),
                player2Score: score.player2Score + (winner == .player2 ? 1 : 0))
        }
    }
}
