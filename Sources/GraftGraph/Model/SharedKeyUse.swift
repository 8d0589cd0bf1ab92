/// One `shared(key: …)` call in a component.
public struct SharedKeyUse: Codable, Hashable, Sendable {
    /// The key as written, such as `"cache"` or `id`.
    public var key: String
    /// Whether the key is a literal or an enum case, the same at every call, rather than a variable.
    public var isLiteral: Bool
    /// Where the call is.
    public var location: FileLine
}
