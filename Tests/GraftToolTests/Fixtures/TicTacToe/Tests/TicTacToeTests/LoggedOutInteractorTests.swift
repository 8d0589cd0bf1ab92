import GraftTesting
import Testing

@testable import LoggedOutFeature

@MainActor
@Suite struct LoggedOutInteractorTests {
    @Test func tellsItsListenerThePlayersNamesOnLogin() {
        let viewController = LoggedOutViewController()
        let interactor = LoggedOutInteractor(presenter: viewController)
        let listener = LoggedOutListenerMock()
        interactor.listener = listener

        viewController.didTapLogin(player1Name: "Ann", player2Name: "Bob")

        #expect(listener.didLoginCallCount == 1)
        #expect(listener.didLoginArgValues.map(\.player1Name) == ["Ann"])
        #expect(listener.didLoginArgValues.map(\.player2Name) == ["Bob"])
    }

    @Test func namesThePlayersWhoLeaveTheirNamesEmpty() {
        let interactor = LoggedOutInteractor(presenter: LoggedOutViewController())
        let listener = LoggedOutListenerMock()
        interactor.listener = listener

        interactor.login(withPlayer1Name: nil, player2Name: "")

        #expect(listener.didLoginArgValues.map(\.player1Name) == ["Player 1"])
        #expect(listener.didLoginArgValues.map(\.player2Name) == ["Player 2"])
    }
}
