extension AuthService {
    /// A service that accepts the demo account after a short simulated delay, to see progress states.
    public static var mock: AuthService {
        mock(latency: .milliseconds(300))
    }

    /// A service that accepts the demo account after a given delay, with a fixed token.
    ///
    /// - Parameter latency: How long signing in takes.
    /// - Returns: The service, with no one signed in.
    public static func mock(latency: Duration) -> AuthService {
        let current = CurrentSession()
        return AuthService(
            signIn: { userName, password in
                try await Task.sleep(for: latency)
                let account = try [Account.demo].account(userName: userName, password: password)
                let session = Session(
                    userName: account.userName, displayName: account.displayName, token: Session.Token("mock-token"))
                current.value = session
                return session
            },
            signOut: { current.value = nil },
            currentSession: { current.value }
        )
    }

    /// A service that starts signed in as the demo user and signs anyone in at once, without a password check.
    public static var preview: AuthService {
        let demo = Account.demo
        let current = CurrentSession(
            Session(userName: demo.userName, displayName: demo.displayName, token: Session.Token("preview-token")))
        return AuthService(
            signIn: { userName, _ in
                let session = Session(userName: userName, displayName: userName, token: Session.Token("preview-token"))
                current.value = session
                return session
            },
            signOut: { current.value = nil },
            currentSession: { current.value }
        )
    }
}
