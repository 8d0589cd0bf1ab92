import GraftTesting
import Testing

@testable import LandmarksServices
@testable import LandmarksUI
@testable import LoggedInFeature

@MainActor
@Suite struct LoggedInFeatureTests {
    private func attachedLoggedIn(
        auth: AuthService = .mock(latency: .zero)
    ) throws -> (
        FeatureHost<LoggedInListenerSpy>, AppServices, LoggedInRouting
    ) {
        let parent = try AppServices(auth: auth)
        let host = FeatureHost(listener: LoggedInListenerSpy())
        let loggedIn = LoggedInBuilder(dependency: parent.loggedIn).build(withListener: host.listener, session: .demo)
        host.attach(loggedIn)
        return (host, parent, loggedIn)
    }

    @Test func showsHomeWithTheLandmarkList() throws {
        let (host, _, loggedIn) = try attachedLoggedIn()
        expectAttached(loggedIn, to: host.router)
        expectTree(
            loggedIn,
            matches: """
                LoggedIn
                  Home
                    LandmarkList
                """)
        for router in loggedIn.subtree {
            expectActive(router.interactable)
        }
    }

    @Test func signsOutAndTellsItsListener() async throws {
        let parent = try AppServices()
        _ = try await parent.authService.signIn("demo", "landmarks")
        let host = FeatureHost(listener: LoggedInListenerSpy())
        host.attach(LoggedInBuilder(dependency: parent.loggedIn).build(withListener: host.listener, session: .demo))

        await host.send(.logout)

        host.listener.calls.expect([.didSignOut])
        #expect(await parent.authService.currentSession() == nil)
        #expect(host.terminal.output == ["Signed out demo."])
        #expect(parent.analytics.events == [AnalyticsEvent("signed_out", properties: ["user": "demo"])])
    }

    // Turning the second sign-in away must not reach the auth service: `.failing` fails the test if it does.
    @Test func turnsAwayASecondSignIn() async throws {
        let (host, _, _) = try attachedLoggedIn(auth: .failing)
        #expect(await host.send(.login(userName: "someone")))
        host.listener.calls.expect([])
        #expect(host.terminal.diagnostics == ["error: already signed in as demo; sign out first with: logout"])
    }
}
