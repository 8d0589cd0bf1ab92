/// A game's scores as they come.
public protocol ScoreStream: AnyObject, Sendable {
    /// The latest score.
    var latest: Int { get }
}

/// The stream a game writes to.
public final class LiveScoreStream: ScoreStream {
    /// The latest score.
    public let latest = 0

    /// Creates a stream at zero.
    public init() {}
}

/// One player's score.
public final class Score: Sendable {
    /// Creates a score.
    public init() {}
}

/// Scores, best first.
public typealias Scores = [Score]
