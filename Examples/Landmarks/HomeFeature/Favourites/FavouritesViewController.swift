import LandmarksUI

/// The favourites screen: it handles `favs`, `fav ID` and `unfav ID`.
final class FavouritesViewController: TerminalViewController, FavouritesPresentable, FavouritesViewControllable {
    weak var listener: FavouritesPresentableListener?

    override func handle(_ command: Command) async -> Bool {
        switch command {
        case .favourites:
            await listener?.showFavourites()
        case .favourite(let id):
            await listener?.addFavourite(id)
        case .unfavourite(let id):
            await listener?.removeFavourite(id)
        default:
            return await super.handle(command)
        }
        return true
    }

    func showFavourites(_ rows: [LandmarkTable.Row]) {
        if rows.isEmpty {
            showNote("no favourites yet; add one with: fav ID")
        }
        show(LandmarkTable.lines(rows))
    }

    func showChange(_ message: String) {
        show([message])
    }
}
