import Graft

/// What the start screen needs: the players' names.
public protocol OffGameDependency: Dependency {
    var player1Name: String { get }
    var player2Name: String { get }
}

/// The start screen's scope.
public final class OffGameComponent: Component<OffGameDependency>, @unchecked Sendable {
    /// The first player's name.
    public var player1Name: String { dependency.player1Name }
    /// The second player's name.
    public var player2Name: String { dependency.player2Name }
}
