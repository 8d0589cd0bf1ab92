import Graft
import LandmarksServices

/// What a landmark's detail needs: whether it is a favourite, and where to record the view.
protocol LandmarkDetailDependency: Dependency {
    var favouritesStore: FavouritesStore { get }
    var analyticsService: any AnalyticsService { get }
    var viewingHistory: ViewingHistory { get }
}

final class LandmarkDetailComponent: Component<LandmarkDetailDependency>, @unchecked Sendable {
    var favouritesStore: FavouritesStore { dependency.favouritesStore }
    var analyticsService: any AnalyticsService { dependency.analyticsService }
    var viewingHistory: ViewingHistory { dependency.viewingHistory }
}
