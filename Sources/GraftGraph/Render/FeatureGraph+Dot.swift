import GraftDiagramLabels

extension FeatureGraph {
    /// Graphviz DOT: one box per feature, listing what it needs and where each value comes from, and an edge
    /// from each parent to each child.
    func dot() -> String {
        var lines = [
            "digraph \(Self.dotQuoted(module)) {",
            "    rankdir=TB;",
            "    node [shape=box, fontname=\"Helvetica\", fontsize=11];",
        ]
        for feature in features {
            let title =
                DiagramLabel.dotEscaped(feature.component) + "\\n" + DiagramLabel.dotEscaped(subtitle(of: feature))
                + "\\n"
            let details = detailLines(of: feature).map { DiagramLabel.dotEscaped($0) + "\\l" }.joined()
            let color = hasMissingRequirement(feature) ? ", color=red" : ""
            lines.append("    \(Self.dotQuoted(feature.component)) [label=\"\(title)\(details)\"\(color)];")
        }
        for edge in edges {
            lines.append("    \(Self.dotQuoted(edge.parent)) -> \(Self.dotQuoted(edge.child));")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func dotQuoted(_ text: String) -> String {
        "\"\(DiagramLabel.dotEscaped(text))\""
    }
}
