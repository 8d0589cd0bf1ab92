/// One `shared(key: …)` call in a component.
struct SharedKeyUse: Codable, Hashable, Sendable {
    /// The key as written, such as `"cache"` or `id`.
    var key: String
    /// Whether the key is a literal or an enum case, the same at every call, rather than a variable.
    var isLiteral: Bool
    /// Where the call is.
    var location: FileLine
}
