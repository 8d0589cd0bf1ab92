import Graft
import LandmarksServices

/// What the profile needs: who is signed in, and what they did in this session.
protocol ProfileDependency: Dependency {
    var session: Session { get }
    var favouritesStore: FavouritesStore { get }
    var viewingHistory: ViewingHistory { get }
    var analyticsService: any AnalyticsService { get }
}

final class ProfileComponent: Component<ProfileDependency>, @unchecked Sendable {
    var session: Session { dependency.session }
    var favouritesStore: FavouritesStore { dependency.favouritesStore }
    var viewingHistory: ViewingHistory { dependency.viewingHistory }
    var analyticsService: any AnalyticsService { dependency.analyticsService }
}
