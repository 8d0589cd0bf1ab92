// swift-format-ignore-file
// The types are spelled in every way Swift allows, on purpose.

import BoardFeature
import Graft
import ScoreKit

protocol GameDependency: Dependency {
    var stream: ScoreStream { get }
    var best: Int? { get }
    var history: [Score] { get }
    var byPlayer: [String: Score] { get }
    var latest: ScoreKit.Score { get }
    var spaced: ( [ String : Int ] ) { get }
}

final class GameComponent: Component<GameDependency>, @unchecked Sendable {
    var stream: ScoreStream { dependency.stream }
    var best: Int? { dependency.best }
    var history: [Score] { dependency.history }
    var byPlayer: [String: Score] { dependency.byPlayer }
    var latest: ScoreKit.Score { dependency.latest }
    var spaced: ( [ String : Int ] ) { dependency.spaced }
}

final class GameBuilder: Builder<GameDependency>, @unchecked Sendable {
    func build() -> GameComponent {
        let component = GameComponent(dependency: dependency)
        _ = BoardBuilder(dependency: component).build()
        return component
    }
}
