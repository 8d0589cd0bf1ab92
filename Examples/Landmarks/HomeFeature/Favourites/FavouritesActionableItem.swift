/// What a workflow can ask of the favourites screen: to list the favourites.
@MainActor
public protocol FavouritesActionableItem: AnyObject, Sendable {
    /// Lists the favourites, as `favs` does.
    func showFavourites() async
}

// The interactor already lists them for its view.
extension FavouritesInteractor: FavouritesActionableItem {}
