import LandmarksUI

/// Home's screen: it brings up the screen a command belongs to, then passes the command to it.
final class HomeViewController: TerminalViewController, HomePresentable, HomeViewControllable {
    weak var listener: HomePresentableListener?

    override func handle(_ command: Command) async -> Bool {
        switch command {
        case .list, .show:
            listener?.didSelectLandmarks()
        case .featured:
            listener?.didSelectFeatured()
        case .favourites, .favourite, .unfavourite:
            listener?.didSelectFavourites()
        case .profile:
            listener?.didSelectProfile()
        case .login, .logout, .open, .tree, .help, .quit:
            break
        }
        return await super.handle(command)
    }
}
