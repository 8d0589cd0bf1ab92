extension FeatureGraph {
    /// A Mermaid flowchart: one box per feature, listing what it needs and where each value comes from, and an
    /// arrow from each parent to each child.
    func mermaid() -> String {
        var lines = ["flowchart TD"]
        for feature in features {
            let title = "<b>\(Self.mermaidEscaped(feature.component))</b>"
            let body = ([subtitle(of: feature)] + detailLines(of: feature)).map(Self.mermaidEscaped)
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

    /// Escapes text for a quoted Mermaid label, whose HTML the renderer would otherwise read.
    private static func mermaidEscaped(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "&": escaped += "#amp;"
            case "\"": escaped += "#quot;"
            case "<": escaped += "#lt;"
            case ">": escaped += "#gt;"
            case "#": escaped += "#35;"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
