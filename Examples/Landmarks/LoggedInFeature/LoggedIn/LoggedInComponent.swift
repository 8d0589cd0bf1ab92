public import Graft
public import LandmarksServices

/// What the signed-in feature needs from its parent: the app's services.
///
/// The session is not here: it comes with each build, so nothing signed-in can exist without one.
public protocol LoggedInDependency: Dependency {
    /// Signs users in and out.
    var authService: AuthService { get }
    /// Records what users do.
    var analyticsService: any AnalyticsService { get }
    /// Fetches landmarks and owns the landmark store.
    var landmarkService: LandmarkService { get }
    /// The user's favourite landmarks.
    var favouritesStore: FavouritesStore { get }
}

/// The scope of one session: it holds the session and owns what lives exactly as long as it.
///
/// Signing out detaches the signed-in subtree, which releases this component, its `shared` instances and every
/// feature built from it.
public final class LoggedInComponent: Component<LoggedInDependency>, @unchecked Sendable {
    /// The signed-in user's session.
    public let session: Session

    /// Creates the scope of one session.
    ///
    /// - Parameters:
    ///   - dependency: The parent's services.
    ///   - session: The signed-in user's session.
    public init(dependency: LoggedInDependency, session: Session) {
        self.session = session
        super.init(dependency: dependency)
    }

    /// Signs users in and out.
    var authService: AuthService { dependency.authService }

    /// The landmarks, loaded once and shared by every screen that shows them.
    public var landmarkStore: LandmarkStore { dependency.landmarkService.store }

    /// The user's favourite landmarks.
    public var favouritesStore: FavouritesStore { dependency.favouritesStore }

    /// The session's analytics: the app's service, with every event tagged with the user.
    ///
    /// This replaces the parent's `analyticsService` for this feature and everything built below it; features
    /// outside the session still see the app's untagged service.
    public var analyticsService: any AnalyticsService {
        shared { TaggedAnalyticsService(base: dependency.analyticsService, tags: ["user": session.userName]) }
    }

    /// The landmarks viewed in this session.
    public var viewingHistory: ViewingHistory { shared { ViewingHistory() } }
}
