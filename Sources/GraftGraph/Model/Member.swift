/// A property or method that a component declares, and how it provides its value.
public struct Member: Codable, Hashable, Sendable {
    /// The member's name, such as `authService` or `detailStore(id:)`.
    public var name: String
    /// The member's type as declared, such as `AuthService` or `(id: Int) -> DetailStore`.
    public var type: String
    /// Whether the member creates, forwards or computes its value.
    public var provision: Provision
    /// The explicit key of a `shared(key: …)` factory, as written.
    public var key: String?
    /// For a forwarding member, the name it reads from `dependency`.
    public var forwards: String?
    /// Where the member is declared.
    public var location: FileLine
}
