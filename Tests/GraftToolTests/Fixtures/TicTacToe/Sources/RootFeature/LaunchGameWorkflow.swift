import Graft
import LoggedInFeature

/// Opens a game from a link: waits until the players have logged in, then starts the game.
final class LaunchGameWorkflow: Workflow<RootActionableItem> {
    init(gameId: String?) {
        super.init()
        onStep { (root: RootActionableItem) in
            await root.waitForLogin()
        }
        .onStep { (loggedIn: LoggedInActionableItem, _) in
            loggedIn.launchGame(with: gameId)
        }
        .commit()
    }
}
