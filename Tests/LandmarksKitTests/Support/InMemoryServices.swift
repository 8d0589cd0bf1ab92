@testable import HomeFeature
@testable import LandmarkListFeature
@testable import LandmarksKit
@testable import LandmarksServices
@testable import LoggedInFeature
@testable import LoggedOutFeature

/// The services a signed-in feature gets from its parent, in memory, and the generated mock of each signed-in
/// feature's dependency protocol made from them.
struct SignedInServices {
    let session: Session
    let landmarkStore: LandmarkStore
    let favouritesStore: FavouritesStore
    let viewingHistory: ViewingHistory
    /// The events tracked through the mocks' analytics service.
    let analytics: RecordingAnalyticsService

    init(landmarks: LandmarkService = .preview, favourites: FavouritesStorage = .inMemory()) throws {
        session = .demo
        landmarkStore = landmarks.store
        favouritesStore = FavouritesStore(storage: favourites)
        try favouritesStore.load()
        analytics = RecordingAnalyticsService()
        viewingHistory = ViewingHistory()
    }

    var home: HomeDependencyMock {
        HomeDependencyMock(
            session: session, landmarkStore: landmarkStore, favouritesStore: favouritesStore,
            analyticsService: analytics, viewingHistory: viewingHistory)
    }

    var landmarkList: LandmarkListDependencyMock {
        LandmarkListDependencyMock(
            landmarkStore: landmarkStore, favouritesStore: favouritesStore, analyticsService: analytics,
            viewingHistory: viewingHistory)
    }

    var favourites: FavouritesDependencyMock {
        FavouritesDependencyMock(
            favouritesStore: favouritesStore, landmarkStore: landmarkStore, analyticsService: analytics)
    }

    var featured: FeaturedDependencyMock {
        FeaturedDependencyMock(landmarkStore: landmarkStore, analyticsService: analytics)
    }

    var profile: ProfileDependencyMock {
        ProfileDependencyMock(
            session: session, favouritesStore: favouritesStore, viewingHistory: viewingHistory,
            analyticsService: analytics)
    }
}

/// What the app gives the root, in memory, and the generated mock of the root's dependency protocol and of its
/// children's made from it.
struct AppServices {
    let authService: AuthService
    let landmarkService: LandmarkService
    let favouritesStore: FavouritesStore
    /// The events tracked through the mocks' analytics service.
    let analytics: RecordingAnalyticsService

    init(auth: AuthService = .mock(latency: .zero), landmarks: LandmarkService = .preview) throws {
        authService = auth
        analytics = RecordingAnalyticsService()
        landmarkService = landmarks
        favouritesStore = FavouritesStore(storage: .inMemory())
        try favouritesStore.load()
    }

    var root: RootDependencyMock {
        RootDependencyMock(
            authService: authService, analyticsService: analytics, landmarkService: landmarkService,
            favouritesStore: favouritesStore)
    }

    var loggedOut: LoggedOutDependencyMock {
        LoggedOutDependencyMock(authService: authService, analyticsService: analytics)
    }

    var loggedIn: LoggedInDependencyMock {
        LoggedInDependencyMock(
            authService: authService, analyticsService: analytics, landmarkService: landmarkService,
            favouritesStore: favouritesStore)
    }
}

extension Session {
    /// The demo user's session, with a made-up token.
    static let demo = Session(userName: "demo", displayName: "Demo Explorer", token: Session.Token("test-token"))
}
