/// A value that a dependency protocol requires from the parent.
public struct Requirement: Codable, Hashable, Sendable {
    /// The requirement's name, such as `authService` or `detailStore(id:)`.
    public var name: String
    /// The requirement's type, such as `AuthService` or `(id: Int) -> DetailStore`.
    public var type: String
    /// Where the protocol declares it.
    public var location: FileLine
    /// Whether a component or builder of the feature reads `dependency.name`.
    public var isRead: Bool
    /// Where each parent gets the value, one entry per parent and origin.
    public var satisfactions: [Satisfaction]
}
