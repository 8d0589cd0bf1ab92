@testable import GraftDeclaredGraph

extension FeatureGraph {
    /// The feature whose component has this name, when exactly one module read declares one.
    ///
    /// - Parameter component: A component's name.
    /// - Returns: The feature, or `nil` when no module or more than one declares such a component.
    func feature(named component: String) -> Feature? {
        let found = features.filter { $0.component == component }
        return found.count == 1 ? found[0] : nil
    }

    /// The dependency protocol with this name, when exactly one module read declares one.
    ///
    /// - Parameter name: A protocol's name.
    /// - Returns: The protocol, or `nil` when no module or more than one declares such a protocol.
    func dependency(named name: String) -> DependencyProtocol? {
        let found = dependencies.filter { $0.name == name }
        return found.count == 1 ? found[0] : nil
    }
}
