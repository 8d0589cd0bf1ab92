import Graft
import LandmarksServices

/// What the root feature needs from its parent: the app's services that the signed-out and signed-in features use.
///
/// `AppComponent` provides them in the app; a test passes a mock that conforms, so the whole tree runs on services
/// the test chose.
protocol RootDependency: Dependency {
    /// Signs users in and out.
    var authService: AuthService { get }
    /// Records what users do.
    var analyticsService: any AnalyticsService { get }
    /// Fetches landmarks and owns the landmark store.
    var landmarkService: LandmarkService { get }
    /// The user's favourite landmarks.
    var favouritesStore: FavouritesStore { get }
}

/// The root feature's scope; it owns nothing of its own and gives its children the app's services.
final class RootComponent: Component<RootDependency>, @unchecked Sendable {
    var authService: AuthService { dependency.authService }
    var analyticsService: any AnalyticsService { dependency.analyticsService }
    var landmarkService: LandmarkService { dependency.landmarkService }
    var favouritesStore: FavouritesStore { dependency.favouritesStore }
}
