import GraftTesting
import Testing
import TicTacToeCore

@testable import BasicScoreBoardFeature

@MainActor
@Suite struct BasicScoreBoardTests {
    @Test func showsTheScoreOfTheStreamItIsGiven() throws {
        let scoreStream = ScoreStreamImpl()
        let builder = BasicScoreBoardBuilder(
            dependency: BasicScoreBoardDependencyMock(player1Name: "Ann", player2Name: "Bob", scoreStream: scoreStream))
        let parent = RoutingSpy(name: "OffGame")

        let first = builder.build()
        parent.attachChild(first)
        let firstView = try #require(first.viewControllable as? BasicScoreBoardViewController)
        #expect(firstView.text == "Ann 0 : 0 Bob")
        parent.detachChild(first)

        scoreStream.updateScore(withWinner: .player1)
        scoreStream.updateScore(withWinner: .player2)
        scoreStream.updateScore(withWinner: .player1)
        let second = builder.build()
        parent.attachChild(second)
        let secondView = try #require(second.viewControllable as? BasicScoreBoardViewController)
        #expect(secondView.text == "Ann 2 : 1 Bob")
    }
}
