import Graft
import LoggedInFeature
import LoggedOutFeature

/// The root view, as the interactor drives it.
@MainActor
protocol RootPresentable: Presentable {}

/// What a workflow can ask of the root: to wait until the players have logged in.
@MainActor
protocol RootActionableItem: AnyObject, Sendable {
    func waitForLogin() async -> (LoggedInActionableItem, ())
}

/// Routes to a session once the players log in, and lets workflows wait for it.
final class RootInteractor: PresentableInteractor<RootPresentable>, RootInteractable, RootActionableItem {
    weak var router: RootRouting?
    private var loggedIn: LoggedInActionableItem?
    private var waiting: [CheckedContinuation<LoggedInActionableItem, Never>] = []

    func didLogin(withPlayer1Name player1Name: String, player2Name: String) {
        guard let loggedIn = router?.routeToLoggedIn(withPlayer1Name: player1Name, player2Name: player2Name) else {
            return
        }
        self.loggedIn = loggedIn
        for continuation in waiting { continuation.resume(returning: loggedIn) }
        waiting = []
    }

    func waitForLogin() async -> (LoggedInActionableItem, ()) {
        if let loggedIn { return (loggedIn, ()) }
        return (await withCheckedContinuation { waiting.append($0) }, ())
    }
}
