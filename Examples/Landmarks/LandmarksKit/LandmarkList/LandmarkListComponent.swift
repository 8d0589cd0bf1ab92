import Graft

/// What the landmark list needs: the landmarks, and what its detail screen needs.
protocol LandmarkListDependency: Dependency {
    var landmarkStore: LandmarkStore { get }
    var favouritesStore: FavouritesStore { get }
    var analyticsService: any AnalyticsService { get }
    var viewingHistory: ViewingHistory { get }
}

final class LandmarkListComponent: Component<LandmarkListDependency>, @unchecked Sendable {
    var landmarkStore: LandmarkStore { dependency.landmarkStore }
    var favouritesStore: FavouritesStore { dependency.favouritesStore }
    var analyticsService: any AnalyticsService { dependency.analyticsService }
    var viewingHistory: ViewingHistory { dependency.viewingHistory }
}
