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

/// The user's saved places, as closures, with an `unimplemented` of its own: Core is app code, which cannot link a
/// test library, so its variant stops the program.
public struct PlacesService: Sendable {
    /// The saved places.
    public var load: @Sendable () async throws -> [String]
    /// How many places are saved.
    public var count: @Sendable () -> Int

    /// Creates the service from its endpoints.
    public init(load: @escaping @Sendable () async throws -> [String], count: @escaping @Sendable () -> Int) {
        self.load = load
        self.count = count
    }

    /// Every endpoint stops the program, naming itself.
    public static var unimplemented: PlacesService {
        PlacesService(
            load: { fatalError("PlacesService.load is unimplemented") },
            count: { fatalError("PlacesService.count is unimplemented") })
    }
}

/// What every feature of the app gets.
public protocol CoreDependency: Dependency {
    /// Who is signed in.
    var accountService: AccountService { get }
    /// The user's saved places.
    var placesService: PlacesService { get }
}

/// A listener whose name App declares too.
@MainActor
public protocol ProfileListener: AnyObject {
    /// The profile closed.
    func profileDidClose()
}
