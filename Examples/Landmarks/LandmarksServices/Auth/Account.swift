import Foundation

/// A user the local credential store knows: the live and mock ``AuthService`` sign in against a list of these.
///
/// The example keeps its accounts in memory, with plain-text passwords, because it has no server to ask; a real
/// app's live service would send the credentials to its API instead and keep nothing but the session.
public struct Account: Hashable, Sendable {
    /// The name the user signs in with.
    public let userName: String
    /// The user's name for display.
    public let displayName: String
    /// The password that signs the user in.
    let password: String

    /// The demo account: user `demo`, password `landmarks`.
    public static let demo = Account(userName: "demo", displayName: "Demo Explorer", password: "landmarks")

    /// Creates an account.
    ///
    /// - Parameters:
    ///   - userName: The name the user signs in with.
    ///   - displayName: The user's name for display.
    ///   - password: The password that signs the user in.
    public init(userName: String, displayName: String, password: String) {
        self.userName = userName
        self.displayName = displayName
        self.password = password
    }
}

extension [Account] {
    /// Checks a user name and password against the accounts.
    ///
    /// - Parameters:
    ///   - userName: The name typed in; surrounding whitespace is ignored.
    ///   - password: The password typed in, compared exactly.
    /// - Returns: The matching account.
    /// - Throws: ``AuthError/missingUserName`` or ``AuthError/invalidCredentials``.
    func account(userName: String, password: String) throws(AuthError) -> Account {
        let name = userName.trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty else { throw .missingUserName }
        guard let account = first(where: { $0.userName == name && $0.password == password }) else {
            throw .invalidCredentials
        }
        return account
    }
}
