public import Foundation

/// The app's services in one value, with the same variants as each service: live, mock, preview and
/// unimplemented.
///
/// `AppComponent` is built from one of these and hands each service to the features that need it, so picking a
/// variant here switches the whole app.
///
/// ```swift
/// let services = Services.live(dataDirectory: DataDirectory.defaultURL())
/// let app = AppComponent { services }
/// ```
public struct Services: Sendable {
    /// The transport the landmark service fetches through.
    public let networkClient: NetworkClient
    /// Signs users in and out.
    public let auth: AuthService
    /// Fetches landmarks and owns the landmark store.
    public let landmarks: LandmarkService
    /// Records what users do.
    public let analytics: any AnalyticsService
    /// The user's favourite landmarks.
    public let favourites: FavouritesStore

    /// Creates a container from services made elsewhere, such as test doubles.
    ///
    /// - Parameters:
    ///   - networkClient: The transport the landmark service fetches through.
    ///   - auth: Signs users in and out.
    ///   - landmarks: Fetches landmarks and owns the landmark store.
    ///   - analytics: Records what users do.
    ///   - favourites: The user's favourite landmarks.
    public init(
        networkClient: NetworkClient, auth: AuthService, landmarks: LandmarkService,
        analytics: any AnalyticsService, favourites: FavouritesStore
    ) {
        self.networkClient = networkClient
        self.auth = auth
        self.landmarks = landmarks
        self.analytics = analytics
        self.favourites = favourites
    }

    /// The real services: landmarks from an API, local sign-in, and analytics and favourites in a data
    /// directory.
    ///
    /// With the defaults, landmarks come from the sample API shipped with the package, so the app needs no server.
    /// Pass ``NetworkClient/live(session:)`` and a server's URL to fetch over HTTP instead.
    ///
    /// - Parameters:
    ///   - networkClient: The transport; the bundled sample API by default.
    ///   - baseURL: The API's root; ``NetworkClient/bundledBaseURL`` by default.
    ///   - dataDirectory: Where favourites and the analytics log are kept.
    /// - Returns: The services.
    public static func live(
        networkClient: NetworkClient = .bundled, baseURL: URL = NetworkClient.bundledBaseURL, dataDirectory: URL
    ) -> Services {
        Services(
            networkClient: networkClient,
            auth: .live(),
            landmarks: .live(client: networkClient, baseURL: baseURL),
            analytics: LiveAnalyticsService(logFile: dataDirectory.appending(path: "analytics.log")),
            favourites: FavouritesStore(storage: .file(in: dataDirectory))
        )
    }

    /// Services with simulated delays and nothing on disk: events are recorded in memory and favourites kept in
    /// memory.
    public static var mock: Services {
        Services(
            networkClient: .bundled,
            auth: .mock,
            landmarks: .mock,
            analytics: RecordingAnalyticsService(),
            favourites: FavouritesStore(storage: .inMemory())
        )
    }

    /// Services that answer at once: already signed in, sample landmarks, two favourites, no analytics.
    public static var preview: Services {
        Services(
            networkClient: .bundled,
            auth: .preview,
            landmarks: .preview,
            analytics: NoOpAnalyticsService(),
            favourites: FavouritesStore(storage: .inMemory(Landmark.samples.filter(\.isFeatured).map(\.id)))
        )
    }

    /// Services that stop the program when called, naming the call, for tests that must not touch a service.
    ///
    /// Analytics is the exception: it drops events, because tracking is a side effect that code under test
    /// performs all the time; a test that cares about events uses ``RecordingAnalyticsService``.
    public static var unimplemented: Services {
        Services(
            networkClient: .unimplemented,
            auth: .unimplemented,
            landmarks: .unimplemented,
            analytics: NoOpAnalyticsService(),
            favourites: FavouritesStore(storage: .unimplemented)
        )
    }
}
