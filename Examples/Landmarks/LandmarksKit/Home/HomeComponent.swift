import Graft

/// What Home needs from its parent: nothing for itself, everything its four screens need.
protocol HomeDependency: Dependency {
    var session: Session { get }
    var landmarkStore: LandmarkStore { get }
    var favouritesStore: FavouritesStore { get }
    var analyticsService: any AnalyticsService { get }
    var viewingHistory: ViewingHistory { get }
}

/// Home's scope, which passes its parent's services on to the screens.
final class HomeComponent: Component<HomeDependency>, @unchecked Sendable {
    var session: Session { dependency.session }
    var landmarkStore: LandmarkStore { dependency.landmarkStore }
    var favouritesStore: FavouritesStore { dependency.favouritesStore }
    var analyticsService: any AnalyticsService { dependency.analyticsService }
    var viewingHistory: ViewingHistory { dependency.viewingHistory }
}
