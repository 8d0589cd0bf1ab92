/// Signs users in and out and knows who is signed in: a struct of closures, one per operation.
///
/// Variants: ``live(accounts:)`` checks credentials against a local credential store, ``mock`` does the same
/// after a simulated delay, ``preview`` starts signed in and accepts anyone, and ``unimplemented`` stops the
/// program naming the operation.
///
/// ```swift
/// let auth = AuthService.live()
/// let session = try await auth.signIn("demo", "landmarks")
/// print(session.displayName)
/// ```
public struct AuthService: Sendable {
    /// Signs a user in with a user name and a password, replacing any current session.
    ///
    /// Throws ``AuthError`` when the credentials are not accepted.
    public let signIn: @Sendable (_ userName: String, _ password: String) async throws -> Session
    /// Signs the current user out; does nothing when no one is signed in.
    public let signOut: @Sendable () async -> Void
    /// The signed-in session, or `nil`.
    public let currentSession: @Sendable () async -> Session?

    /// Creates a service from its operations.
    ///
    /// - Parameters:
    ///   - signIn: Signs a user in, replacing any current session.
    ///   - signOut: Signs the current user out.
    ///   - currentSession: Returns the signed-in session.
    public init(
        signIn: @escaping @Sendable (_ userName: String, _ password: String) async throws -> Session,
        signOut: @escaping @Sendable () async -> Void,
        currentSession: @escaping @Sendable () async -> Session?
    ) {
        self.signIn = signIn
        self.signOut = signOut
        self.currentSession = currentSession
    }
}
