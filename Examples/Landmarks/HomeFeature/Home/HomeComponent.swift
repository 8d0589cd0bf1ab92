public import Graft
public import LandmarksServices

/// What Home needs from its parent: nothing for itself, everything its four screens need.
public protocol HomeDependency: Dependency {
    /// The signed-in user's session.
    var session: Session { get }
    /// The landmarks, loaded once and shared by every screen that shows them.
    var landmarkStore: LandmarkStore { get }
    /// The user's favourite landmarks.
    var favouritesStore: FavouritesStore { get }
    /// Records what users do.
    var analyticsService: any AnalyticsService { get }
    /// The landmarks viewed in this session.
    var viewingHistory: ViewingHistory { get }
}

/// Home's scope, which passes its parent's services on to the screens.
public final class HomeComponent: Component<HomeDependency>, @unchecked Sendable {
    /// The signed-in user's session.
    var session: Session { dependency.session }
    /// The landmarks, loaded once and shared by every screen that shows them.
    public var landmarkStore: LandmarkStore { dependency.landmarkStore }
    /// The user's favourite landmarks.
    public var favouritesStore: FavouritesStore { dependency.favouritesStore }
    /// Records what users do.
    public var analyticsService: any AnalyticsService { dependency.analyticsService }
    /// The landmarks viewed in this session.
    public var viewingHistory: ViewingHistory { dependency.viewingHistory }
}
