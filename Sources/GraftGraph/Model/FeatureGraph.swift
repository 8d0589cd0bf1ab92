/// The feature graph a target declares: components, dependency protocols, builders and how they connect.
///
/// It is read from the compiler's symbol graph, with the source text filling in what symbol graphs leave out.
/// Every list is sorted, so the same code always gives the same graph and the same output.
package struct FeatureGraph: Codable, Hashable, Sendable {
    /// The analysed module.
    package var module: String
    /// One feature per component, by component name.
    package var features: [Feature]
    /// Every protocol refining `Dependency` that the module declares, by name.
    package var dependencies: [DependencyProtocol]
    /// Every builder, by name.
    package var builders: [FeatureBuilder]

    /// The feature whose component has this name.
    ///
    /// - Parameter component: A component's name.
    /// - Returns: The feature, or `nil` when the module has no such component.
    package func feature(_ component: String) -> Feature? {
        features.first { $0.component == component }
    }

    /// The dependency protocol with this name.
    ///
    /// - Parameter name: A protocol's name.
    /// - Returns: The protocol, or `nil` when the module declares no such dependency protocol.
    package func dependency(_ name: String) -> DependencyProtocol? {
        dependencies.first { $0.name == name }
    }
}
