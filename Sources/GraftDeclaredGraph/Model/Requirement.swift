/// A value that a dependency protocol requires from the parent.
struct Requirement: Codable, Hashable, Sendable {
    /// The requirement's name, such as `authService` or `detailStore(id:)`.
    var name: String
    /// The requirement's type, such as `AuthService` or `(id: Int) -> DetailStore`.
    var type: String
    /// The type as Swift compares types, the same for every spelling of it: `Optional<AppCore.ScoreStream>` for
    /// `(any ScoreStream)?` written in AppCore.
    var canonicalType: String? = nil
    /// Where the protocol declares it.
    var location: FileLine
    /// Whether a component or builder of the feature reads `dependency.name`.
    var isRead: Bool
    /// Where each parent gets the value, one entry per parent and origin.
    var satisfactions: [Satisfaction]
}
