import GraftDiagramLabels

extension FeatureGraph {
    /// A Mermaid flowchart: one box per feature, listing what it needs and where each value comes from, and an
    /// arrow from each parent to each child.
    func mermaid() -> String {
        var lines = ["flowchart TD"]
        for feature in features {
            let title = "<b>\(DiagramLabel.mermaidEscaped(feature.component))</b>"
            let body = ([subtitle(of: feature)] + detailLines(of: feature)).map(DiagramLabel.mermaidEscaped)
            let label = ([title] + body).joined(separator: "<br/>")
            lines.append("    \(Self.mermaidID(feature.component))[\"\(label)\"]")
        }
        for edge in edges {
            lines.append("    \(Self.mermaidID(edge.parent)) --> \(Self.mermaidID(edge.child))")
        }
        let missing = features.filter(hasMissingRequirement)
        if !missing.isEmpty {
            lines.append("    classDef missing stroke:#d33,stroke-width:2px")
            lines.append("    class \(missing.map { Self.mermaidID($0.component) }.joined(separator: ",")) missing")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func mermaidID(_ name: String) -> String {
        String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
    }
}
