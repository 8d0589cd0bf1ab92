public import Graft

/// The app's scope, above the root feature: it owns the app's services, one instance each, and hands them to the features.
///
/// Each service is a `shared` instance of this component, taken on first use from a ``Services`` value (itself
/// made once, from the variant the app chose), so every feature below sees the same auth service, the same landmark
/// store and the same favourites for as long as the component lives, and nothing (no data directory, no store) is
/// touched before a feature asks. Being `shared` members, they show in `graft graph` as created here.
///
/// It is the root feature's parent, not its scope: `RootBuilder` takes it as a ``RootDependency``, so a test can
/// launch the whole tree on a mock instead.
///
/// ```swift
/// let app = AppComponent { .live(dataDirectory: DataDirectory.defaultURL()) }
/// await app.landmarkService.store.load()
/// ```
public final class AppComponent: Component<EmptyDependency>, @unchecked Sendable {
    private let makeServices: @Sendable () -> Services

    /// Creates the root component.
    ///
    /// - Parameter makeServices: Makes the services, such as `{ .live(dataDirectory: dir) }` or `{ .mock }`;
    ///   called once, on first use.
    public init(services makeServices: @escaping @Sendable () -> Services) {
        self.makeServices = makeServices
        super.init(dependency: EmptyComponent())
    }

    /// All the services, made once per component.
    public var services: Services { shared { makeServices() } }

    /// The transport the landmark service fetches through.
    public var networkClient: NetworkClient { shared { services.networkClient } }

    /// Signs users in and out.
    public var authService: AuthService { shared { services.auth } }

    /// Fetches landmarks and owns the landmark store.
    public var landmarkService: LandmarkService { shared { services.landmarks } }

    /// Records what users do.
    public var analyticsService: any AnalyticsService { shared { services.analytics } }

    /// The user's favourite landmarks.
    public var favouritesStore: FavouritesStore { shared { services.favourites } }
}
