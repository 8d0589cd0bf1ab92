import Graft

/// What the signed-in feature needs from its parent: the app's services.
///
/// The session is not here: it comes with each build, so nothing signed-in can exist without one.
protocol LoggedInDependency: Dependency {
    var authService: AuthService { get }
    var analyticsService: any AnalyticsService { get }
    var landmarkService: LandmarkService { get }
    var favouritesStore: FavouritesStore { get }
}

/// The scope of one session: it holds the session and owns what lives exactly as long as it.
///
/// Signing out detaches the signed-in subtree, which releases this component, its `shared` instances and every
/// feature built from it.
final class LoggedInComponent: Component<LoggedInDependency>, @unchecked Sendable {
    /// The signed-in user's session.
    let session: Session

    init(dependency: LoggedInDependency, session: Session) {
        self.session = session
        super.init(dependency: dependency)
    }

    var authService: AuthService { dependency.authService }

    var landmarkStore: LandmarkStore { dependency.landmarkService.store }

    var favouritesStore: FavouritesStore { dependency.favouritesStore }

    /// The session's analytics: the app's service, with every event tagged with the user.
    ///
    /// This replaces the parent's `analyticsService` for this feature and everything built below it; features
    /// outside the session still see the app's untagged service.
    var analyticsService: any AnalyticsService {
        shared { TaggedAnalyticsService(base: dependency.analyticsService, tags: ["user": session.userName]) }
    }

    /// The landmarks viewed in this session.
    var viewingHistory: ViewingHistory { shared { ViewingHistory() } }
}
