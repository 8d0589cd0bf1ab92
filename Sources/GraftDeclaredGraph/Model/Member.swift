/// A property or method that a component declares, and how it provides its value.
package struct Member: Codable, Hashable, Sendable {
    /// The member's name, such as `authService` or `detailStore(id:)`.
    package var name: String
    /// The member's type as declared, such as `AuthService` or `(id: Int) -> DetailStore`.
    package var type: String
    /// The type as Swift compares types, the same for every spelling of it: `Optional<AppCore.ScoreStream>` for
    /// `(any ScoreStream)?` written in AppCore.
    package var canonicalType: String? = nil
    /// Whether the member creates, forwards or computes its value.
    package var provision: Provision
    /// The explicit key of a `shared(key: …)` factory, as written.
    package var key: String?
    /// For a forwarding member, the name it reads from `dependency`.
    package var forwards: String?
    /// The names the member's body reads through `dependency.name`, when it reads any.
    package var reads: [String]?
    /// Where the member is declared.
    package var location: FileLine
}
