import Graft
import LandmarkListFeature
import LandmarksUI

extension HomeInteractor: HomeActionableItem {
    func openLandmarkList() throws -> (any LandmarkListActionableItem, ()) {
        (try attachedRouter().routeToLandmarkList(), ())
    }

    func openFeatured() throws -> (any FeaturedActionableItem, ()) {
        (try attachedRouter().routeToFeatured(), ())
    }

    func openFavourites() throws -> (any FavouritesActionableItem, ()) {
        (try attachedRouter().routeToFavourites(), ())
    }

    func openProfile() throws -> (any ProfileActionableItem, ()) {
        (try attachedRouter().routeToProfile(), ())
    }

    private func attachedRouter() throws(ActionableItemError) -> HomeRouting {
        guard let router, isActive else {
            throw ActionableItemError(description: "the user signed out before the link opened")
        }
        return router
    }
}
