// swift-format-ignore-file
// The types are spelled in every way Swift allows, on purpose.

import Graft
import ScoreKit

/// What Board needs, each value spelled another way than where GameComponent forwards it.
public protocol BoardDependency: Dependency {
    var stream: any ScoreStream { get }
    var best: Optional<Int> { get }
    var history: Array<Score> { get }
    var byPlayer: Dictionary<String, Score> { get }
    var latest: Score { get }
    var spaced: [String: Int] { get }
}

/// The scope of the Board feature.
public final class BoardComponent: Component<BoardDependency>, @unchecked Sendable {
    // The problem: each of these makes a second instance of a value the parent gives, spelled another way.
    var ownStream: ScoreStream { shared { LiveScoreStream() } }
    var ownBest: Int? { shared { nil } }
    var ownHistory: Scores { shared { [] } }
    var ownByPlayer: [String: Score] { shared { [:] } }
    var ownLatest: ScoreKit.Score { shared { Score() } }
    var ownSpaced: ( [ String : Int ] ) { shared { [:] } }

    /// Everything Board shows.
    public var shown: [Any] {
        [
            dependency.stream, dependency.best as Any, dependency.history, dependency.byPlayer, dependency.latest,
            dependency.spaced,
        ]
    }
}

/// Builds the Board feature.
public final class BoardBuilder: Builder<BoardDependency>, @unchecked Sendable {
    /// Builds the feature.
    public func build() -> BoardComponent {
        BoardComponent(dependency: dependency)
    }
}
