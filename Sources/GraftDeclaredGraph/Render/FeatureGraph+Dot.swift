import GraftDiagramLabels

extension FeatureGraph {
    /// Graphviz DOT: one box per feature, listing what it needs and where each value comes from, and an edge
    /// from each parent to each child.
    ///
    /// A node's id is its component's name, qualified by its module when another module's component has the same
    /// name, and quoted.
    func dot() -> String {
        let labels = NameLabels(self)
        var lines = [
            "digraph \(Self.dotQuoted(module)) {",
            "    rankdir=TB;",
            "    node [shape=box, fontname=\"Helvetica\", fontsize=11];",
        ]
        for feature in features {
            let name = labels(feature.qualifiedName)
            let title =
                DiagramLabel.dotEscaped(name) + "\\n"
                + DiagramLabel.dotEscaped(subtitle(of: feature, labels: labels)) + "\\n"
            let details = detailLines(of: feature, labels: labels).map { DiagramLabel.dotEscaped($0) + "\\l" }
                .joined()
            let color = hasMissingRequirement(feature) ? ", color=red" : ""
            lines.append("    \(Self.dotQuoted(name)) [label=\"\(title)\(details)\"\(color)];")
        }
        for edge in edges {
            lines.append("    \(Self.dotQuoted(labels(edge.parent))) -> \(Self.dotQuoted(labels(edge.child)));")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func dotQuoted(_ text: String) -> String {
        "\"\(DiagramLabel.dotEscaped(text))\""
    }
}
