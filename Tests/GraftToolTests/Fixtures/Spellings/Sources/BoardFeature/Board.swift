// swift-format-ignore-file
// The types are spelled in every way Swift allows, on purpose.

import Graft
import ScoreKit

/// What Board needs, each value spelled another way than where AppComponent creates it.
public protocol BoardDependency: Dependency {
    var stream: any ScoreStream { get }
    var anyStream: ScoreStream { get }
    var spare: (any ScoreStream)? { get }
    var backup: ScoreStream? { get }
    var best: Optional<Int> { get }
    var worst: Int? { get }
    var history: Array<Score> { get }
    var replays: [Score] { get }
    var byPlayer: Dictionary<String, Score> { get }
    var byRound: [Int: Score] { get }
    var ranking: [Score] { get }
    var podium: Scores { get }
    var latest: Score { get }
    var first: ScoreKit.Score { get }
    var spaced: [String: Int] { get }
    var compact: ([String : Int]) { get }
}

/// The scope of the Board feature.
public final class BoardComponent: Component<BoardDependency>, @unchecked Sendable {
    /// Everything Board shows.
    public var shown: [Any] {
        [
            dependency.stream, dependency.anyStream, dependency.spare as Any, dependency.backup as Any,
            dependency.best as Any, dependency.worst as Any, dependency.history, dependency.replays,
            dependency.byPlayer, dependency.byRound, dependency.ranking, dependency.podium, dependency.latest,
            dependency.first, dependency.spaced, dependency.compact,
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
