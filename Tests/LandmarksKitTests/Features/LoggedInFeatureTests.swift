import Graft
import Testing

@testable import LandmarksKit

@MainActor
@Suite struct LoggedInFeatureTests {
    private func attachedLoggedIn() throws -> (FeatureHost, AppParent, LoggedInRouting) {
        let parent = try AppParent()
        let host = FeatureHost()
        let loggedIn = LoggedInBuilder(dependency: parent).build(withListener: host.listener, session: .demo)
        host.attach(loggedIn)
        return (host, parent, loggedIn)
    }

    @Test func showsHomeWithTheLandmarkList() throws {
        let (_, _, loggedIn) = try attachedLoggedIn()
        #expect(loggedIn.subtree.map(\.name) == ["LoggedIn", "Home", "LandmarkList"])
        #expect(loggedIn.subtree.allSatisfy { $0.interactable.isActive })
    }

    @Test func signsOutAndTellsItsListener() async throws {
        let parent = try AppParent()
        _ = try await parent.authService.signIn("demo", "landmarks")
        let host = FeatureHost()
        host.attach(LoggedInBuilder(dependency: parent).build(withListener: host.listener, session: .demo))

        await host.send(.logout)

        #expect(host.listener.signOutCount == 1)
        #expect(await parent.authService.currentSession() == nil)
        #expect(host.terminal.output == ["Signed out demo."])
        #expect(parent.analytics.events == [AnalyticsEvent("signed_out", properties: ["user": "demo"])])
    }

    @Test func turnsAwayASecondSignIn() async throws {
        let (host, _, _) = try attachedLoggedIn()
        #expect(await host.send(.login(userName: "someone")))
        #expect(host.listener.signedInSessions.isEmpty)
        #expect(host.terminal.diagnostics == ["error: already signed in as demo; sign out first with: logout"])
    }
}
