/// How drawings and diagnostics name a graph's components, dependency protocols and builders: by the bare name
/// when one module read declares it, qualified by its module, `ProfileFeature.SettingsComponent`, when more than
/// one does.
package struct NameLabels: Hashable {
    /// The names that more than one module declares.
    let sharedNames: Set<String>

    /// Finds the names the graph's modules share.
    ///
    /// - Parameter graph: The graph.
    init(_ graph: FeatureGraph) {
        self.init(
            names: graph.features.map(\.qualifiedName) + graph.dependencies.map(\.qualifiedName)
                + graph.builders.map(\.qualifiedName), sharedElsewhere: graph.namesSharedOutside)
    }

    /// Finds the names that declarations share.
    ///
    /// - Parameters:
    ///   - names: Every declaration's name and module.
    ///   - sharedElsewhere: Names to qualify though `names` holds one declaration of each.
    init(names: some Sequence<QualifiedName>, sharedElsewhere: Set<String> = []) {
        var modulesByName: [String: Set<String>] = [:]
        for name in names { modulesByName[name.name, default: []].insert(name.module) }
        sharedNames = Set(modulesByName.filter { $0.value.count > 1 }.keys).union(sharedElsewhere)
    }

    /// The label of a declaration.
    ///
    /// - Parameter name: The declaration's name and module.
    /// - Returns: `SettingsComponent`, or `ProfileFeature.SettingsComponent` when another module has one too.
    package func callAsFunction(_ name: QualifiedName) -> String {
        sharedNames.contains(name.name) ? name.description : name.name
    }

    /// The labels of declarations, joined by `separator`.
    func joined(_ names: some Sequence<QualifiedName>, separator: String) -> String {
        names.map(callAsFunction).joined(separator: separator)
    }
}
