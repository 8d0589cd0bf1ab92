import GraftTesting
import Testing

@testable import LandmarksServices
@testable import LandmarksUI
@testable import LoggedOutFeature

/// The signed-out feature.
///
/// Its parent's landmark service is `.failing` throughout: nothing is fetched before the user signs in, and a
/// test fails if the feature does.
@MainActor
@Suite struct LoggedOutFeatureTests {
    private func attachedLoggedOut(
        input: [String], auth: AuthService = .mock(latency: .zero)
    ) throws -> (FeatureHost<LoggedOutListenerSpy>, AppServices) {
        let parent = try AppServices(auth: auth, landmarks: .failing)
        let host = FeatureHost(input: input, listener: LoggedOutListenerSpy())
        host.attach(LoggedOutBuilder(dependency: parent.loggedOut).build(withListener: host.listener))
        return (host, parent)
    }

    @Test func signsInAndHandsTheSessionToItsListener() async throws {
        let (host, parent) = try attachedLoggedOut(input: ["landmarks"])
        #expect(await host.send(.login(userName: "demo")))
        let session = try #require(await parent.authService.currentSession())
        #expect(session.userName == "demo")
        host.listener.calls.expect([.didSignIn(session: session)])
        #expect(host.terminal.output == ["Signed in as Demo Explorer (demo)."])
        #expect(parent.analytics.events.map(\.name) == ["signed_in"])
    }

    @Test func rejectsAWrongPassword() async throws {
        let (host, parent) = try attachedLoggedOut(input: ["guess"])
        await host.send(.login(userName: "demo"))
        host.listener.calls.expect([])
        #expect(host.terminal.diagnostics == ["error: cannot sign in: wrong user name or password"])
        #expect(parent.analytics.events.map(\.name) == ["sign_in_failed"])
    }

    // Without a password there is nothing to check: `.failing` fails the test if the feature asks the service.
    @Test func needsAPasswordAfterTheUserName() async throws {
        let (host, _) = try attachedLoggedOut(input: [], auth: .failing)
        await host.send(.login(userName: "demo"))
        host.listener.calls.expect([])
        #expect(
            host.terminal.diagnostics == [
                "error: login demo needs a password, typed after it (on the next line when piped)"
            ])
    }

    @Test func turnsAwayCommandsThatNeedASession() async throws {
        let (host, _) = try attachedLoggedOut(input: [], auth: .failing)
        #expect(await host.send(.favourites))
        host.listener.calls.expect([])
        #expect(
            host.terminal.diagnostics == [
                "error: favs needs you to be signed in; sign in with: login USER (the demo user is demo)"
            ])
        #expect(host.window.errorCount == 1)
    }
}
