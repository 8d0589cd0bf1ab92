import Foundation
import GraftDiagramLabels

extension FeatureTree {
    /// The formats a ``FeatureTree`` renders to.
    public enum Format: String, CaseIterable, Sendable {
        /// An indented outline, one router per line, each line starting with the router's name.
        case text
        /// A Mermaid flowchart, which GitHub renders in Markdown; inactive routers are drawn dashed.
        case mermaid
        /// A Graphviz DOT digraph; inactive routers are drawn dashed.
        case dot
        /// Pretty-printed JSON with sorted keys, the snapshot's `Codable` form.
        case json
        /// The explorer page that `graft graph --format html` writes for the declared graph: one self-contained
        /// HTML file, opened from disk, with the tree, a search box, and each router's path, activity, component
        /// and `shared` instances.
        case html
    }

    /// Renders the snapshot.
    ///
    /// Every format holds the same facts: each router's name, its router, interactor and view types, whether it is
    /// active, and its component's type, dependency protocol and `shared` instances. For example, to paste the
    /// running tree into a Markdown issue, which GitHub draws as a diagram:
    ///
    /// ```swift
    /// print("```mermaid\n" + FeatureTree(of: rootRouter).rendered(as: .mermaid) + "```")
    /// ```
    ///
    /// - Parameter format: The format to render to.
    /// - Returns: The rendering, ending with a newline.
    public func rendered(as format: Format) -> String {
        switch format {
        case .text: textRendering
        case .mermaid: mermaidRendering
        case .dot: dotRendering
        case .json: jsonRendering
        case .html: htmlRendering
        }
    }

    private var textRendering: String {
        TreeOutline.lines(from: root, line: \.summaryLine, children: \.children).joined(separator: "\n") + "\n"
    }

    private var mermaidRendering: String {
        var lines = ["flowchart TD"]
        let nodes = root.subtree
        for (index, node) in nodes.enumerated() {
            let label = node.labelLines.map(DiagramLabel.mermaidEscaped).joined(separator: "<br/>")
            lines.append("    n\(index)[\"\(label)\"]")
        }
        lines += edges.map { "    n\($0) --> n\($1)" }
        let inactive = nodes.indices.filter { !nodes[$0].isActive }
        if !inactive.isEmpty {
            lines.append("    classDef inactive stroke-dasharray: 4 4")
            lines.append("    class \(inactive.map { "n\($0)" }.joined(separator: ",")) inactive")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private var dotRendering: String {
        var lines = ["digraph FeatureTree {", "    node [shape=box, style=rounded, fontname=\"Helvetica\"];"]
        let nodes = root.subtree
        for (index, node) in nodes.enumerated() {
            let label = node.labelLines.map(DiagramLabel.dotEscaped).joined(separator: "\\n")
            let style = node.isActive ? "" : ", style=\"rounded,dashed\""
            lines.append("    n\(index) [label=\"\(label)\"\(style)];")
        }
        lines += edges.map { "    n\($0) -> n\($1);" }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    private var jsonRendering: String {
        encoded(self, formatting: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]) + "\n"
    }

    private var htmlRendering: String {
        ExplorerPage.html(
            data: encoded(
                ExplorerData(kind: "tree", title: "\(root.path) (running)", tree: self),
                formatting: [.sortedKeys, .withoutEscapingSlashes]))
    }

    private func encoded(_ value: some Encodable, formatting: JSONEncoder.OutputFormatting) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = formatting
        // Encoding plain strings, booleans and arrays cannot fail.
        return String(decoding: try! encoder.encode(value), as: UTF8.self)
    }

    /// What the explorer page reads for a running tree.
    private struct ExplorerData: Encodable {
        var kind: String
        var title: String
        var tree: FeatureTree
    }

    /// Parent-to-child edges as indices into `root.subtree`.
    private var edges: [(Int, Int)] {
        var edges: [(Int, Int)] = []
        var count = 0
        TreeWalk.visit(root, context: nil as Int?, children: \.children) { _, parent in
            let index = count
            count += 1
            if let parent { edges.append((parent, index)) }
            return index
        }
        return edges
    }
}

extension FeatureTree.Node {
    /// The node in one line: name, activity, types, component and `shared` instances.
    var summaryLine: String {
        ([name + (isActive ? " (active)" : " (inactive)")] + Array(labelLines.dropFirst())).joined(separator: " · ")
    }

    /// The node's label in the diagram formats: the name, then the types, the component and the `shared` instances.
    var labelLines: [String] {
        var lines = [
            name, ([routerType, interactorType] + (viewControllerType.map { [$0] } ?? [])).joined(separator: " · "),
        ]
        if let component {
            lines.append("\(component.type): \(component.dependency)")
            if !component.sharedInstances.isEmpty {
                let instances = component.sharedInstances.map { instance in
                    instance.member + (instance.key.map { "[\($0)]" } ?? "") + ": " + instance.type
                }
                lines.append("shared: " + instances.joined(separator: ", "))
            }
        }
        return lines
    }
}
