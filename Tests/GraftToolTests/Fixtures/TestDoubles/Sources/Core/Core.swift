import Graft

/// Who is signed in, as closures.
public struct AccountService: Sendable {
    /// Who is signed in.
    public var userName: @Sendable () -> String
    /// Signs out.
    public var signOut: @Sendable () async throws -> Void
    /// The user's favourites.
    public var favourites: @Sendable () -> [String]

    /// Creates the service from its endpoints.
    public init(
        userName: @escaping @Sendable () -> String, signOut: @escaping @Sendable () async throws -> Void,
        favourites: @escaping @Sendable () -> [String]
    ) {
        self.userName = userName
        self.signOut = signOut
        self.favourites = favourites
    }
}

/// What every feature of the app gets.
public protocol CoreDependency: Dependency {
    /// Who is signed in.
    var accountService: AccountService { get }
}

/// A listener whose name App declares too.
@MainActor
public protocol ProfileListener: AnyObject {
    /// The profile closed.
    func profileDidClose()
}
