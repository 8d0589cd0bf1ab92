import Testing

@testable import LandmarksKit

@MainActor
@Suite struct LoggedOutFeatureTests {
    private func attachedLoggedOut(input: [String]) throws -> (FeatureHost, AppParent) {
        let parent = try AppParent()
        let host = FeatureHost(input: input)
        host.attach(LoggedOutBuilder(dependency: parent).build(withListener: host.listener))
        return (host, parent)
    }

    @Test func signsInAndHandsTheSessionToItsListener() async throws {
        let (host, parent) = try attachedLoggedOut(input: ["landmarks"])
        #expect(await host.send(.login(userName: "demo")))
        #expect(host.listener.signedInSessions.map(\.userName) == ["demo"])
        #expect(host.terminal.output == ["Signed in as Demo Explorer (demo)."])
        #expect(parent.analytics.events.map(\.name) == ["signed_in"])
        #expect(await parent.authService.currentSession()?.userName == "demo")
    }

    @Test func rejectsAWrongPassword() async throws {
        let (host, parent) = try attachedLoggedOut(input: ["guess"])
        await host.send(.login(userName: "demo"))
        #expect(host.listener.signedInSessions.isEmpty)
        #expect(host.terminal.diagnostics == ["error: cannot sign in: wrong user name or password"])
        #expect(parent.analytics.events.map(\.name) == ["sign_in_failed"])
    }

    @Test func needsAPasswordAfterTheUserName() async throws {
        let (host, _) = try attachedLoggedOut(input: [])
        await host.send(.login(userName: "demo"))
        #expect(host.listener.signedInSessions.isEmpty)
        #expect(
            host.terminal.diagnostics == [
                "error: login demo needs a password, typed after it (on the next line when piped)"
            ])
    }

    @Test func turnsAwayCommandsThatNeedASession() async throws {
        let (host, _) = try attachedLoggedOut(input: [])
        #expect(await host.send(.favourites))
        #expect(
            host.terminal.diagnostics == [
                "error: favs needs you to be signed in; sign in with: login USER (the demo user is demo)"
            ])
        #expect(host.window.errorCount == 1)
    }
}
