import GraftTesting
import Testing

@testable import LoggedInFeature
@testable import OffGameFeature
@testable import TicTacToeFeature

@MainActor
@Suite struct LoggedInRouterTests {
    @Test func startsOnOffGameThenRoutesToTicTacToeAndBack() throws {
        let viewController = LoggedInViewControllableMock()
        let (router, actionableItem) = LoggedInBuilder(
            dependency: LoggedInDependencyMock(loggedInViewController: viewController)
        ).build(withListener: LoggedInListenerMock(), player1Name: "Ann", player2Name: "Bob")
        let root = RoutingSpy(name: "Root")
        let offGameTree = """
            Root
              LoggedIn
                OffGame
                  BasicScoreBoard
            """

        root.attachChild(router)
        expectTree(root, matches: offGameTree)
        #expect(viewController.presented.count == 1)
        #expect(viewController.presented.first is OffGameViewController)

        _ = actionableItem.launchGame(with: nil)
        expectTree(
            root,
            matches: """
                Root
                  LoggedIn
                    TicTacToe
                """)
        #expect(viewController.presented.count == 1)
        #expect(viewController.presented.first is TicTacToeViewController)

        let interactor = try #require(actionableItem as? LoggedInInteractor)
        interactor.gameDidEnd(withWinner: .player1)
        expectTree(root, matches: offGameTree)
        #expect(viewController.presented.count == 1)
        #expect(viewController.presented.first is OffGameViewController)
    }
}
