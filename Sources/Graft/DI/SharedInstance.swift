/// A `shared` instance a component has created: the member that created it, its type and its key.
///
/// A component lists the instances it has created so far in ``ComponentDescribing/sharedInstances``, and a
/// ``FeatureTree`` snapshot shows them for each feature. For this component, after both members have been read:
///
/// ```swift
/// final class ShopComponent: Component<EmptyDependency>, @unchecked Sendable {
///     var catalog: Catalog { shared { Catalog() } }
///     func basket(for customer: String) -> Basket { shared(key: customer) { Basket(customer: customer) } }
/// }
/// ```
///
/// the instances are `SharedInstance(member: "catalog", type: "Catalog")` and
/// `SharedInstance(member: "basket(for:)", type: "Basket", key: "\"ada\"")`.
public struct SharedInstance: Hashable, Codable, Sendable {
    /// The member whose getter called `shared`, as Swift spells it: `authService`, `detailStore(id:)`.
    public let member: String

    /// The instance's type, such as `AuthService`.
    public let type: String

    /// The key passed to `shared(key:)`, described; `nil` for an unkeyed call.
    public let key: String?

    /// Creates a description of a `shared` instance.
    ///
    /// - Parameters:
    ///   - member: The member whose getter called `shared`.
    ///   - type: The instance's type.
    ///   - key: The key passed to `shared(key:)`, described, or `nil`.
    public init(member: String, type: String, key: String? = nil) {
        self.member = member
        self.type = type
        self.key = key
    }
}
