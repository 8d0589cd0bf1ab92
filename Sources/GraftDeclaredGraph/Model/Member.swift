/// A property or method that a component declares, and how it provides its value.
struct Member: Codable, Hashable, Sendable {
    /// The member's name, such as `authService` or `detailStore(id:)`.
    var name: String
    /// The member's type as declared, such as `AuthService` or `(id: Int) -> DetailStore`.
    var type: String
    /// The type as Swift compares types, the same for every spelling of it: `Optional<AppCore.ScoreStream>` for
    /// `(any ScoreStream)?` written in AppCore.
    var canonicalType: String? = nil
    /// Whether the member creates, forwards or computes its value.
    var provision: Provision
    /// The explicit key of a `shared(key: …)` factory, as written.
    var key: String?
    /// For a forwarding member, the name it reads from `dependency`.
    var forwards: String?
    /// The names the member's body reads through `dependency.name`, when it reads any.
    var reads: [String]?
    /// Where the member is declared.
    var location: FileLine
}
