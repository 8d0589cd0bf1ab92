@testable import HomeFeature
@testable import LandmarkListFeature
@testable import LandmarksKit
@testable import LandmarksServices
@testable import LoggedInFeature
@testable import LoggedOutFeature

/// Everything a signed-in feature can ask its parent for, made from in-memory services: one mock that conforms to
/// each signed-in feature's dependency protocol, as a parent component would.
final class SignedInParent: HomeDependency, LandmarkListDependency, LandmarkDetailDependency, FavouritesDependency,
    ProfileDependency, FeaturedDependency
{
    let session: Session
    let landmarkStore: LandmarkStore
    let favouritesStore: FavouritesStore
    let analyticsService: any AnalyticsService
    let viewingHistory: ViewingHistory

    /// The events tracked through ``analyticsService``.
    let analytics: RecordingAnalyticsService

    init(landmarks: LandmarkService = .preview, favourites: FavouritesStorage = .inMemory()) throws {
        session = .demo
        landmarkStore = landmarks.store
        favouritesStore = FavouritesStore(storage: favourites)
        try favouritesStore.load()
        analytics = RecordingAnalyticsService()
        analyticsService = analytics
        viewingHistory = ViewingHistory()
    }
}

/// What the app gives the root, and the root gives its two children, made from in-memory services: one mock that
/// conforms to the root's dependency protocol and to each of its children's.
final class AppParent: RootDependency, LoggedOutDependency, LoggedInDependency {
    let authService: AuthService
    let analyticsService: any AnalyticsService
    let landmarkService: LandmarkService
    let favouritesStore: FavouritesStore

    /// The events tracked through ``analyticsService``.
    let analytics: RecordingAnalyticsService

    init(auth: AuthService = .mock(latency: .zero), landmarks: LandmarkService = .preview) throws {
        authService = auth
        analytics = RecordingAnalyticsService()
        analyticsService = analytics
        landmarkService = landmarks
        favouritesStore = FavouritesStore(storage: .inMemory())
        try favouritesStore.load()
    }
}

extension Session {
    /// The demo user's session, with a made-up token.
    static let demo = Session(userName: "demo", displayName: "Demo Explorer", token: Session.Token("test-token"))
}
