/// The feature graph a target declares: components, dependency protocols, builders and how they connect.
///
/// It is read from the compiler's symbol graph, with the source text filling in what symbol graphs leave out.
/// Every list is sorted, so the same code always gives the same graph and the same output.
public struct FeatureGraph: Codable, Hashable, Sendable {
    /// The analysed module.
    public var module: String
    /// One feature per component, by component name.
    public var features: [Feature]
    /// Every protocol refining `Dependency` that the module declares, by name.
    public var dependencies: [DependencyProtocol]
    /// Every builder, by name.
    public var builders: [FeatureBuilder]

    /// The feature whose component has this name.
    ///
    /// - Parameter component: A component's name.
    /// - Returns: The feature, or `nil` when the module has no such component.
    public func feature(_ component: String) -> Feature? {
        features.first { $0.component == component }
    }

    /// The dependency protocol with this name.
    ///
    /// - Parameter name: A protocol's name.
    /// - Returns: The protocol, or `nil` when the module declares no such dependency protocol.
    public func dependency(_ name: String) -> DependencyProtocol? {
        dependencies.first { $0.name == name }
    }
}
