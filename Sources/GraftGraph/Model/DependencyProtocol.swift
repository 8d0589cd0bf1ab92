/// A protocol refining `Dependency`: what a feature needs from its parent.
public struct DependencyProtocol: Codable, Hashable, Sendable {
    /// The protocol's name, such as `HomeDependency`.
    public var name: String
    /// Where the protocol is declared.
    public var location: FileLine
    /// What the protocol requires, in declaration order.
    public var requirements: [Requirement]
    /// The components that conform to the protocol: the parents of the features that depend on it.
    public var conformers: [String]
}
