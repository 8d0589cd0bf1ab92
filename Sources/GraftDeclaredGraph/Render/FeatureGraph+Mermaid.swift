import GraftDiagramLabels

extension FeatureGraph {
    /// A Mermaid flowchart: one box per feature, listing what it needs and where each value comes from, and an
    /// arrow from each parent to each child.
    ///
    /// A box is titled with the component's name, qualified by its module when another module's component has the
    /// same name, and its node id is that title with every other character than a letter, digit or `_` made `_`.
    func mermaid() -> String {
        let labels = NameLabels(self)
        let ids = mermaidIDs(labels)
        var lines = ["flowchart TD"]
        for feature in features {
            let title = "<b>\(DiagramLabel.mermaidEscaped(labels(feature.qualifiedName)))</b>"
            let body = ([subtitle(of: feature, labels: labels)] + detailLines(of: feature, labels: labels))
                .map(DiagramLabel.mermaidEscaped)
            let label = ([title] + body).joined(separator: "<br/>")
            lines.append("    \(ids[feature.qualifiedName]!)[\"\(label)\"]")
        }
        for edge in edges {
            lines.append("    \(ids[edge.parent]!) --> \(ids[edge.child]!)")
        }
        let missing = features.filter(hasMissingRequirement)
        if !missing.isEmpty {
            lines.append("    classDef missing stroke:#d33,stroke-width:2px")
            lines.append("    class \(missing.map { ids[$0.qualifiedName]! }.joined(separator: ",")) missing")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Each feature's node id, distinct even when two labels differ only in characters an id cannot hold.
    private func mermaidIDs(_ labels: NameLabels) -> [QualifiedName: String] {
        var ids: [QualifiedName: String] = [:]
        var used: Set<String> = []
        for feature in features {
            let base = String(labels(feature.qualifiedName).map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
            var id = base
            var suffix = 2
            while !used.insert(id).inserted {
                id = "\(base)_\(suffix)"
                suffix += 1
            }
            ids[feature.qualifiedName] = id
        }
        return ids
    }
}
