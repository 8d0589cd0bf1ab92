public import Graft
public import LandmarksServices

/// What the signed-out feature needs from its parent: signing in, and counting attempts.
public protocol LoggedOutDependency: Dependency {
    /// Signs users in and out.
    var authService: AuthService { get }
    /// Records what users do.
    var analyticsService: any AnalyticsService { get }
}

/// The signed-out feature's scope; it owns nothing of its own.
public final class LoggedOutComponent: Component<LoggedOutDependency>, @unchecked Sendable {
    /// Signs users in and out.
    var authService: AuthService { dependency.authService }
    /// Records what users do.
    var analyticsService: any AnalyticsService { dependency.analyticsService }
}
