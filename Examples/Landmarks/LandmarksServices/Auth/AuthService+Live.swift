extension AuthService {
    /// A service that checks credentials against local accounts and issues a random token per sign-in.
    ///
    /// The example has no auth server, so the credential store is the `accounts` list, by default only
    /// ``Account/demo`` (user `demo`, password `landmarks`). The session lasts as long as the service.
    ///
    /// - Parameter accounts: The accounts that may sign in.
    /// - Returns: The service, with no one signed in.
    public static func live(accounts: [Account] = [.demo]) -> AuthService {
        let current = CurrentSession()
        return AuthService(
            signIn: { userName, password in
                let account = try accounts.account(userName: userName, password: password)
                let session = Session(userName: account.userName, displayName: account.displayName, token: .random())
                current.value = session
                return session
            },
            signOut: { current.value = nil },
            currentSession: { current.value }
        )
    }
}
