// swift-format-ignore-file
// The types are spelled in every way Swift allows, on purpose.

import Graft
import ScoreKit

/// The root: it creates every value, each spelled one way.
final class AppComponent: Component<EmptyDependency>, @unchecked Sendable {
    var stream: ScoreStream { shared { LiveScoreStream() } }
    var anyStream: any ScoreStream { shared { LiveScoreStream() } }
    var spare: ScoreStream? { shared { nil } }
    var backup: (any ScoreStream)? { shared { nil } }
    var best: Int? { shared { nil } }
    var worst: Optional<Int> { shared { nil } }
    var history: [Score] { shared { [] } }
    var replays: Array<Score> { shared { [] } }
    var byPlayer: [String: Score] { shared { [:] } }
    var byRound: Dictionary<Int, Score> { shared { [:] } }
    var ranking: Scores { shared { [] } }
    var podium: [Score] { shared { [] } }
    var latest: ScoreKit.Score { shared { Score() } }
    var first: Score { shared { Score() } }
    var spaced: ( [ String : Int ] ) { shared { [:] } }
    var compact: [String:Int] { shared { [:] } }

    init() {
        super.init(dependency: EmptyComponent())
    }
}

extension AppComponent: GameDependency {}

/// Builds the tree from the root.
func makeGame() -> GameComponent {
    GameBuilder(dependency: AppComponent()).build()
}
