import LandmarksServices
import Testing

@Suite struct SessionTests {
    private let secret = "s3cr3t-t0k3n-value"

    private var session: Session {
        Session(userName: "demo", displayName: "Demo Explorer", token: Session.Token(secret))
    }

    @Test func neverPrintsTheToken() {
        var dumped = ""
        dump(session, to: &dumped)
        let forms = [
            session.description, session.debugDescription, "\(session)", String(reflecting: session),
            "\(session.token)", String(reflecting: session.token), dumped,
        ]
        for form in forms {
            #expect(!form.contains(secret), "leaked in: \(form)")
        }
        #expect(session.description.contains("<redacted>"))
        #expect(session.description.contains("demo"))
    }

    @Test func sendsTheTokenOnlyInAnAuthorizationHeader() {
        #expect(session.token.authorizationHeaderValue == "Bearer \(secret)")
    }

    @Test func makesDistinctRandomTokens() {
        let first = Session.Token.random()
        let second = Session.Token.random()
        #expect(first != second)
        #expect(first.authorizationHeaderValue.count == "Bearer ".count + 64)
    }
}
