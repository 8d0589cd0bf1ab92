import Graft
import OffGameFeature
import TicTacToeFeature

/// Builds a session.
public protocol LoggedInBuildable: Buildable {
    /// Builds the feature for two players.
    @MainActor func build(
        withListener listener: LoggedInListener, player1Name: String, player2Name: String
    ) -> (router: LoggedInRouting, actionableItem: LoggedInActionableItem)
}

/// Builds a session from its parent's component.
public final class LoggedInBuilder: Builder<LoggedInDependency>, LoggedInBuildable, @unchecked Sendable {
    /// Builds the feature for two players.
    public func build(
        withListener listener: LoggedInListener, player1Name: String, player2Name: String
    ) -> (router: LoggedInRouting, actionableItem: LoggedInActionableItem) {
        let component = LoggedInComponent(dependency: dependency, player1Name: player1Name, player2Name: player2Name)
        let interactor = LoggedInInteractor(mutableScoreStream: component.mutableScoreStream)
        interactor.listener = listener
        let router = LoggedInRouter(
            interactor: interactor, viewController: component.loggedInViewController,
            offGameBuilder: OffGameBuilder(dependency: component),
            ticTacToeBuilder: TicTacToeBuilder(dependency: component), component: component)
        return (router, interactor)
    }
}
