import Foundation
public import Graft
public import LandmarksServices

/// The app's scope, above the root feature: it owns the app's services, one instance each, as `shared` members.
///
/// Each member makes its service on first read, from the ``ServiceVariant`` the app chose, so every feature sees
/// the same auth service, the same landmark store and the same favourites for as long as the component lives, and
/// a service no one reads is never made: signed out, no landmark service exists. As `shared` members, the services
/// show in `graft graph` as created here.
///
/// It is the root feature's parent, not its scope: `RootBuilder` takes it as a `RootDependency`, so a test can
/// launch the whole tree on a mock instead.
///
/// ```swift
/// let app = AppComponent(services: .live(dataDirectory: DataDirectory.defaultURL()))
/// await app.landmarkService.store.load()
/// ```
public final class AppComponent: Component<EmptyDependency>, @unchecked Sendable {
    private let variant: ServiceVariant

    /// Creates the app's component; it makes no service until one is read.
    ///
    /// - Parameter variant: Which services to make, such as `.live(dataDirectory: dir)` or `.preview`.
    public init(services variant: ServiceVariant) {
        self.variant = variant
        super.init(dependency: EmptyComponent())
    }

    /// The transport the landmark service fetches through.
    public var networkClient: NetworkClient {
        shared {
            switch variant {
            case .live(let networkClient, _, _): networkClient
            case .mock, .preview: .bundled
            }
        }
    }

    /// Signs users in and out.
    public var authService: AuthService {
        shared {
            switch variant {
            case .live: .live()
            case .mock: .mock
            case .preview: .preview
            }
        }
    }

    /// Fetches landmarks and owns the landmark store.
    public var landmarkService: LandmarkService {
        shared {
            switch variant {
            case .live(_, let baseURL, _): .live(client: networkClient, baseURL: baseURL)
            case .mock: .mock
            case .preview: .preview
            }
        }
    }

    /// Records what users do.
    public var analyticsService: any AnalyticsService {
        shared {
            switch variant {
            case .live(_, _, let dataDirectory):
                LiveAnalyticsService(logFile: dataDirectory.appending(path: "analytics.log"))
            case .mock: RecordingAnalyticsService()
            case .preview: NoOpAnalyticsService()
            }
        }
    }

    /// The user's favourite landmarks.
    public var favouritesStore: FavouritesStore {
        shared {
            switch variant {
            case .live(_, _, let dataDirectory): FavouritesStore(storage: .file(in: dataDirectory))
            case .mock: FavouritesStore(storage: .inMemory())
            case .preview: FavouritesStore(storage: .inMemory(Landmark.samples.filter(\.isFeatured).map(\.id)))
            }
        }
    }
}
