import Graft
import TicTacToeCore

/// What the game needs: the players' names, and the session's score to count the wins in.
public protocol TicTacToeDependency: Dependency {
    var player1Name: String { get }
    var player2Name: String { get }
    var mutableScoreStream: MutableScoreStream { get }
}

/// The game's scope.
public final class TicTacToeComponent: Component<TicTacToeDependency>, @unchecked Sendable {
    var player1Name: String { dependency.player1Name }
    var player2Name: String { dependency.player2Name }
    var mutableScoreStream: MutableScoreStream { dependency.mutableScoreStream }
}

/// Builds the game.
public protocol TicTacToeBuildable: Buildable {
    /// Builds the feature.
    @MainActor func build(withListener listener: TicTacToeListener) -> TicTacToeRouting
}

/// Builds the game from its parent's component.
public final class TicTacToeBuilder: Builder<TicTacToeDependency>, TicTacToeBuildable, @unchecked Sendable {
    /// Builds the feature.
    public func build(withListener listener: TicTacToeListener) -> TicTacToeRouting {
        let component = TicTacToeComponent(dependency: dependency)
        let viewController = TicTacToeViewController()
        let interactor = TicTacToeInteractor(
            presenter: viewController, mutableScoreStream: component.mutableScoreStream)
        interactor.listener = listener
        return TicTacToeRouter(interactor: interactor, viewController: viewController, component: component)
    }
}
