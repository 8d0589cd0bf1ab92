/// An output format of `graft graph`.
package enum GraphFormat: String, CaseIterable, Sendable {
    /// A Mermaid flowchart, which GitHub renders in Markdown inside a `mermaid` code block.
    case mermaid
    /// Graphviz DOT, for `dot -Tsvg`.
    case dot
    /// The whole graph as JSON, keys sorted, for scripts.
    case json
    /// An indented tree of features, for reading in a terminal.
    case text
    /// The graph explorer: one self-contained HTML page to search the tree and follow each value to its origin.
    case html
}

extension FeatureGraph {
    /// Renders the graph in a format.
    ///
    /// - Parameter format: The format.
    /// - Returns: The rendering, ending with a newline.
    package func rendered(as format: GraphFormat) -> String {
        switch format {
        case .mermaid: mermaid()
        case .dot: dot()
        case .json: json()
        case .text: text()
        case .html: explorerPage()
        }
    }
}
