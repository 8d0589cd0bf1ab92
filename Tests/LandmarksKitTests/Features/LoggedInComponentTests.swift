import Testing

@testable import HomeFeature
@testable import LandmarkListFeature
@testable import LandmarksServices
@testable import LoggedInFeature

/// The session's scope: what it owns, and the analytics it gives its subtree instead of the app's.
@Suite struct LoggedInComponentTests {
    @Test func givesItsSubtreeTaggedAnalyticsAndLeavesTheParentsAlone() throws {
        let parent = try AppServices()
        let loggedIn = LoggedInComponent(dependency: parent.loggedIn, session: .demo)
        let home = HomeComponent(dependency: loggedIn)
        let detail = LandmarkDetailComponent(dependency: LandmarkListComponent(dependency: home))

        loggedIn.analyticsService.track("in_session")
        detail.analyticsService.track("deep_in_session")
        parent.analytics.track("outside")

        #expect(
            parent.analytics.events == [
                AnalyticsEvent("in_session", properties: ["user": "demo"]),
                AnalyticsEvent("deep_in_session", properties: ["user": "demo"]),
                AnalyticsEvent("outside"),
            ])
    }

    @Test func ownsOneHistoryPerSession() throws {
        let parent = try AppServices()
        let first = LoggedInComponent(dependency: parent.loggedIn, session: .demo)
        let second = LoggedInComponent(dependency: parent.loggedIn, session: .demo)
        #expect(first.viewingHistory === first.viewingHistory)
        #expect(first.viewingHistory !== second.viewingHistory)
        #expect(HomeComponent(dependency: first).viewingHistory === first.viewingHistory)
    }

    @Test func sharesTheAppsStoresWithEverySession() throws {
        let parent = try AppServices()
        let first = LoggedInComponent(dependency: parent.loggedIn, session: .demo)
        let second = LoggedInComponent(dependency: parent.loggedIn, session: .demo)
        #expect(first.favouritesStore === second.favouritesStore)
        #expect(first.landmarkStore === parent.landmarkService.store)
    }
}
