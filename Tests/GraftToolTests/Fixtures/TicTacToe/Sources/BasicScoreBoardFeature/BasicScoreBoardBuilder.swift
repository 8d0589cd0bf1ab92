import Graft
import TicTacToeCore

/// What the score board needs: the players' names, and the session's score, which LoggedIn owns two levels up.
public protocol BasicScoreBoardDependency: Dependency {
    var player1Name: String { get }
    var player2Name: String { get }
    var scoreStream: ScoreStream { get }
}

/// The score board's scope.
public final class BasicScoreBoardComponent: Component<BasicScoreBoardDependency>, @unchecked Sendable {
    var player1Name: String { dependency.player1Name }
    var player2Name: String { dependency.player2Name }
    var scoreStream: ScoreStream { dependency.scoreStream }
}

/// Builds the score board.
public protocol BasicScoreBoardBuildable: Buildable {
    /// Builds the feature.
    @MainActor func build() -> BasicScoreBoardRouting
}

/// Builds the score board from its parent's component.
public final class BasicScoreBoardBuilder: Builder<BasicScoreBoardDependency>, BasicScoreBoardBuildable,
    @unchecked Sendable
{
    /// Builds the feature.
    public func build() -> BasicScoreBoardRouting {
        let component = BasicScoreBoardComponent(dependency: dependency)
        let viewController = BasicScoreBoardViewController(
            player1Name: component.player1Name, player2Name: component.player2Name)
        let interactor = BasicScoreBoardInteractor(presenter: viewController, scoreStream: component.scoreStream)
        return BasicScoreBoardRouter(interactor: interactor, viewController: viewController, component: component)
    }
}
