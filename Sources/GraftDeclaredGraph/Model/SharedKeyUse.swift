/// One `shared(key: …)` call in a component.
package struct SharedKeyUse: Codable, Hashable, Sendable {
    /// The key as written, such as `"cache"` or `id`.
    package var key: String
    /// Whether the key is a literal or an enum case, the same at every call, rather than a variable.
    package var isLiteral: Bool
    /// Where the call is.
    package var location: FileLine
}
