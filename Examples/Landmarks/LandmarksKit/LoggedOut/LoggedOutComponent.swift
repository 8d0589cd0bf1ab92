import Graft

/// What the signed-out feature needs from its parent: signing in, and counting attempts.
protocol LoggedOutDependency: Dependency {
    var authService: AuthService { get }
    var analyticsService: any AnalyticsService { get }
}

/// The signed-out feature's scope; it owns nothing of its own.
final class LoggedOutComponent: Component<LoggedOutDependency>, @unchecked Sendable {
    var authService: AuthService { dependency.authService }
    var analyticsService: any AnalyticsService { dependency.analyticsService }
}
