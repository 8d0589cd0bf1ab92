/// A subclass of `Builder`: it creates a feature's component from the parent's dependency.
public struct FeatureBuilder: Codable, Hashable, Sendable {
    /// The builder's name, such as `HomeBuilder`.
    public var name: String
    /// Where the builder is declared.
    public var location: FileLine
    /// The builder's generic argument, such as `HomeDependency`.
    public var dependency: String
    /// The components the builder creates.
    public var creates: [String]
}
