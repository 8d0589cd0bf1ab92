public import Graft
public import LandmarksServices

/// What the landmark list needs: the landmarks, and what its detail screen needs.
public protocol LandmarkListDependency: Dependency {
    /// The landmarks, loaded once and shared by every screen that shows them.
    var landmarkStore: LandmarkStore { get }
    /// The user's favourite landmarks.
    var favouritesStore: FavouritesStore { get }
    /// Records what users do.
    var analyticsService: any AnalyticsService { get }
    /// The landmarks viewed in this session.
    var viewingHistory: ViewingHistory { get }
}

/// The landmark list's scope, which passes its parent's services on to the list and to a landmark's detail.
public final class LandmarkListComponent: Component<LandmarkListDependency>, @unchecked Sendable {
    /// The landmarks, loaded once and shared by every screen that shows them.
    var landmarkStore: LandmarkStore { dependency.landmarkStore }
    /// The user's favourite landmarks.
    var favouritesStore: FavouritesStore { dependency.favouritesStore }
    /// Records what users do.
    var analyticsService: any AnalyticsService { dependency.analyticsService }
    /// The landmarks viewed in this session.
    var viewingHistory: ViewingHistory { dependency.viewingHistory }
}
