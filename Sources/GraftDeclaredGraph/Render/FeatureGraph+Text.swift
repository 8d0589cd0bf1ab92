extension FeatureGraph {
    /// An indented tree: each root, then its children under it, each feature with what it needs, where each
    /// value comes from, and what it makes.
    ///
    /// A feature with several parents is printed in full under the first and referred to under the others.
    func text() -> String {
        let labels = NameLabels(self)
        let byName = Dictionary(features.map { ($0.qualifiedName, $0) }, uniquingKeysWith: { first, _ in first })
        var lines = [
            "\(title): \(Self.count(features.count, "feature")), \(Self.count(builders.count, "builder")), "
                + "\(Self.count(dependencies.count, "dependency protocol"))"
        ]
        var printed: Set<QualifiedName> = []
        func print(_ feature: Feature, depth: Int) {
            let indent = String(repeating: "  ", count: depth)
            let name = labels(feature.qualifiedName)
            guard printed.insert(feature.qualifiedName).inserted else {
                lines.append("\(indent)\(name) (see above)")
                return
            }
            lines.append("\(indent)\(name) (\(subtitle(of: feature, labels: labels))) \(feature.location)")
            for detail in detailLines(of: feature, labels: labels) { lines.append("\(indent)  \(detail)") }
            for child in feature.children { byName[child].map { print($0, depth: depth + 1) } }
        }
        // A feature whose parents are all outside the graph, as in a graph limited to one module, starts a tree.
        let roots =
            features.filter { $0.isRoot }
            + features.filter { !$0.isRoot && !$0.parents.contains(where: { byName[$0] != nil }) }
        for feature in roots + features {
            guard !printed.contains(feature.qualifiedName) else { continue }
            lines.append("")
            print(feature, depth: 0)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
