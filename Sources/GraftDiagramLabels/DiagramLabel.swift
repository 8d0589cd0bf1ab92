/// Escaping for the text of a node's label in the diagram formats Graft draws: Mermaid and Graphviz DOT.
///
/// The running tree's snapshot (`FeatureTree` in Graft) and the declared graph (`graft graph`, in GraftDeclaredGraph) both
/// escape their labels here, so a name with `&`, `#`, quotes or angle brackets comes out the same in both:
///
/// ```swift
/// DiagramLabel.mermaidEscaped(#"basket(for:)["a&b"]"#)  // basket(for:)[#quot;a#amp;b#quot;]
/// DiagramLabel.dotEscaped(#"basket(for:)["a&b"]"#)      // basket(for:)[\"a&b\"]
/// ```
package enum DiagramLabel {
    /// Escapes text for a double-quoted Mermaid label.
    ///
    /// Mermaid reads a label as HTML and ends it at a quote, so `"`, `<`, `>` and `&` become Mermaid's entity codes,
    /// and `#`, which starts an entity code, becomes one too.
    ///
    /// - Parameter text: The text to show.
    /// - Returns: The text to put between the label's quotes.
    package static func mermaidEscaped(_ text: String) -> String {
        escaped(text) { character in
            switch character {
            case "&": "#amp;"
            case "\"": "#quot;"
            case "<": "#lt;"
            case ">": "#gt;"
            case "#": "#35;"
            default: nil
            }
        }
    }

    /// Escapes text for a double-quoted DOT string, such as a label or a node's name.
    ///
    /// Inside quotes, DOT reads only `\` and `"` specially (`&`, `#` and angle brackets matter only in HTML labels,
    /// which Graft does not draw), so a backslash is doubled and a quote gets a backslash.
    ///
    /// - Parameter text: The text to show.
    /// - Returns: The text to put between the string's quotes.
    package static func dotEscaped(_ text: String) -> String {
        escaped(text) { character in
            switch character {
            case "\\": "\\\\"
            case "\"": "\\\""
            default: nil
            }
        }
    }

    /// `text` with each character that `replacement` gives text for replaced by that text, in one pass, so a
    /// replacement is never escaped again.
    private static func escaped(_ text: String, _ replacement: (Character) -> String?) -> String {
        var escaped = ""
        for character in text {
            if let replaced = replacement(character) {
                escaped += replaced
            } else {
                escaped.append(character)
            }
        }
        return escaped
    }
}
