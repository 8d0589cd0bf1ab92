/// Why signing in failed.
public enum AuthError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The user name is unknown or the password is wrong; which one is not said, on purpose.
    case invalidCredentials
    /// The user name is empty.
    case missingUserName

    /// The error on one line.
    public var description: String {
        switch self {
        case .invalidCredentials: "wrong user name or password"
        case .missingUserName: "a user name is required"
        }
    }
}
