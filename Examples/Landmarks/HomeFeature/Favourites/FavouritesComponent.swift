import Graft
import LandmarksServices

/// What the favourites screen needs: the favourites, and the landmarks to name them.
protocol FavouritesDependency: Dependency {
    var favouritesStore: FavouritesStore { get }
    var landmarkStore: LandmarkStore { get }
    var analyticsService: any AnalyticsService { get }
}

final class FavouritesComponent: Component<FavouritesDependency>, @unchecked Sendable {
    var favouritesStore: FavouritesStore { dependency.favouritesStore }
    var landmarkStore: LandmarkStore { dependency.landmarkStore }
    var analyticsService: any AnalyticsService { dependency.analyticsService }
}
