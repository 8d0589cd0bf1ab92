import GraftTestSupport
import LandmarksServices
import Testing

@Suite struct AuthServiceTests {
    @Test func liveSignsTheDemoUserIn() async throws {
        let auth = AuthService.live()
        #expect(await auth.currentSession() == nil)
        let session = try await auth.signIn("demo", "landmarks")
        #expect(session.userName == "demo")
        #expect(session.displayName == Account.demo.displayName)
        #expect(await auth.currentSession() == session)
    }

    @Test(arguments: [("demo", "Landmarks"), ("demo", ""), ("nobody", "landmarks")])
    func liveRejectsWrongCredentials(userName: String, password: String) async {
        let auth = AuthService.live()
        await #expect(throws: AuthError.invalidCredentials) { try await auth.signIn(userName, password) }
        #expect(await auth.currentSession() == nil)
    }

    @Test func liveRequiresAUserName() async {
        await #expect(throws: AuthError.missingUserName) { try await AuthService.live().signIn("  ", "landmarks") }
    }

    @Test func liveSignsOut() async throws {
        let auth = AuthService.live()
        _ = try await auth.signIn("demo", "landmarks")
        await auth.signOut()
        #expect(await auth.currentSession() == nil)
    }

    @Test func liveIssuesANewTokenForEachSignIn() async throws {
        let auth = AuthService.live()
        let first = try await auth.signIn("demo", "landmarks")
        let second = try await auth.signIn("demo", "landmarks")
        #expect(first.token != second.token)
    }

    @Test func liveChecksTheAccountsItIsGiven() async throws {
        let auth = AuthService.live(accounts: [Account(userName: "ada", displayName: "Ada", password: "engine")])
        #expect(try await auth.signIn("ada", "engine").displayName == "Ada")
        await #expect(throws: AuthError.invalidCredentials) { try await auth.signIn("demo", "landmarks") }
    }

    @Test func mockSignsTheDemoUserInAndOut() async throws {
        let auth = AuthService.mock(latency: .milliseconds(1))
        await #expect(throws: AuthError.invalidCredentials) { try await auth.signIn("demo", "wrong") }
        let session = try await auth.signIn("demo", "landmarks")
        #expect(await auth.currentSession() == session)
        await auth.signOut()
        #expect(await auth.currentSession() == nil)
    }

    @Test func previewStartsSignedInAndAcceptsAnyone() async throws {
        let auth = AuthService.preview
        #expect(await auth.currentSession()?.userName == "demo")
        #expect(try await auth.signIn("guest", "").userName == "guest")
    }

    @Test func describesErrorsOnOneLine() {
        #expect(AuthError.invalidCredentials.description == "wrong user name or password")
        #expect(AuthError.missingUserName.description == "a user name is required")
    }

    @Test func unimplementedSignInStopsNamingTheOperation() async {
        let result = await retryingInterruptedSystemCalls {
            await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                _ = try await AuthService.unimplemented.signIn("demo", "landmarks")
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("AuthService.signIn is unimplemented"))
    }
}
