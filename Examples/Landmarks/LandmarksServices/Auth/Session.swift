/// A signed-in user: who they are and the token that proves it.
///
/// A session's text forms never include the token: `description`, `debugDescription` and the mirror that `dump`
/// and the debugger use all show `<redacted>` in its place, so a session can be logged safely.
public struct Session: Hashable, Sendable, CustomStringConvertible, CustomDebugStringConvertible,
    CustomReflectable
{
    /// The name the user signs in with, such as `demo`.
    public let userName: String
    /// The user's name for display, such as "Demo User".
    public let displayName: String
    /// The secret that proves the session; never printed.
    public let token: Token

    /// Creates a session.
    ///
    /// - Parameters:
    ///   - userName: The name the user signs in with.
    ///   - displayName: The user's name for display.
    ///   - token: The secret that proves the session.
    public init(userName: String, displayName: String, token: Token) {
        self.userName = userName
        self.displayName = displayName
        self.token = token
    }

    /// The user's names, with the token redacted.
    public var description: String {
        "Session(userName: \(userName), displayName: \(displayName), token: \(token))"
    }

    /// The same as ``description``: the token stays redacted when debugging too.
    public var debugDescription: String { description }

    /// The session's fields for `dump` and debuggers, with the token redacted.
    public var customMirror: Mirror {
        Mirror(self, children: ["userName": userName, "displayName": displayName, "token": token])
    }
}
