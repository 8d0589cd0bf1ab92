/// The feature graph a target declares: components, dependency protocols, builders and how they connect.
///
/// It is read from the compiler's symbol graph, with the source text filling in what symbol graphs leave out.
/// Every list is sorted, so the same code always gives the same graph and the same output.
package struct FeatureGraph: Codable, Hashable, Sendable {
    /// What was read: the package's name, or the target's when the graph is limited to one.
    var module: String
    /// The modules read, sorted.
    var modules: [String]
    /// One feature per component, by component name, then module.
    var features: [Feature]
    /// Every protocol refining `Dependency` that the modules declare, by name, then module.
    var dependencies: [DependencyProtocol]
    /// Every builder, by name, then module.
    var builders: [FeatureBuilder]
    /// The names the code writes that more than one module declares, where the analysis cannot tell which one is
    /// meant, by file and line.
    var ambiguities: [AmbiguousReference] = []
    /// In a graph limited to one module, the names that more than one module of the whole graph declares, which
    /// drawings and diagnostics still qualify by module though the part may hold only one of them.
    var namesSharedOutside: Set<String> = []

    private enum CodingKeys: String, CodingKey {
        case module, modules, features, dependencies, builders, ambiguities
    }

    /// The feature whose component has this name, found by binary search in the sorted ``features``.
    ///
    /// - Parameter component: A component's name and module.
    /// - Returns: The feature, or `nil` when no module read has such a component.
    func feature(_ component: QualifiedName) -> Feature? {
        features.firstSorted(component, by: \.qualifiedName)
    }

    /// The dependency protocol with this name, found by binary search in the sorted ``dependencies``.
    ///
    /// - Parameter name: A protocol's name and module.
    /// - Returns: The protocol, or `nil` when no module read declares such a dependency protocol.
    func dependency(_ name: QualifiedName) -> DependencyProtocol? {
        dependencies.firstSorted(name, by: \.qualifiedName)
    }
}

extension Array {
    /// The first element with this key in an array sorted by it, found by binary search.
    ///
    /// - Parameters:
    ///   - key: The key to find.
    ///   - keyOf: The key the array is sorted by.
    /// - Returns: The first element whose key equals `key`, or `nil` when none does.
    fileprivate func firstSorted<Key: Comparable>(_ key: Key, by keyOf: (Element) -> Key) -> Element? {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if keyOf(self[middle]) < key { low = middle + 1 } else { high = middle }
        }
        return low < count && keyOf(self[low]) == key ? self[low] : nil
    }
}

extension FeatureGraph {
    /// What was read, as summaries print it: `App (AppCore, HomeFeature, SettingsFeature)`, or `App (102 modules)`
    /// when the names would not fit on a line.
    var title: String {
        guard modules.count > 1 else { return module }
        return modules.count > 5
            ? "\(module) (\(modules.count) modules)" : "\(module) (\(modules.joined(separator: ", ")))"
    }

    /// The part of the graph that one module declares, with the parents and children of its features in other
    /// modules, so the edges that cross into it stay visible.
    ///
    /// - Parameter target: The module.
    /// - Returns: The module's features and their neighbours, the dependency protocols they name, and the
    ///   module's builders.
    package func limited(to target: String) -> FeatureGraph {
        let own = features.filter { $0.module == target }
        let shown = Set(own.map(\.qualifiedName) + own.flatMap { $0.parents + $0.children })
        let shownFeatures = features.filter { shown.contains($0.qualifiedName) }
        let named = Set(shownFeatures.map(\.dependency))
        var part = FeatureGraph(
            module: target, modules: [target], features: shownFeatures,
            dependencies: dependencies.filter { $0.module == target || named.contains($0.qualifiedName) },
            builders: builders.filter { $0.module == target },
            ambiguities: ambiguities.filter { $0.module == target })
        part.namesSharedOutside = NameLabels(self).sharedNames
        return part
    }
}
