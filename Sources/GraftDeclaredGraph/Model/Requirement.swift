/// A value that a dependency protocol requires from the parent.
package struct Requirement: Codable, Hashable, Sendable {
    /// The requirement's name, such as `authService` or `detailStore(id:)`.
    package var name: String
    /// The requirement's type, such as `AuthService` or `(id: Int) -> DetailStore`.
    package var type: String
    /// The type as Swift compares types, the same for every spelling of it: `Optional<AppCore.ScoreStream>` for
    /// `(any ScoreStream)?` written in AppCore.
    package var canonicalType: String? = nil
    /// Where the protocol declares it.
    package var location: FileLine
    /// Whether a component or builder of the feature reads `dependency.name`.
    package var isRead: Bool
    /// Where each parent gets the value, one entry per parent and origin.
    package var satisfactions: [Satisfaction]
}
