/// Draws a tree as an indented outline: one line per node, parents first, each level indented two more spaces.
///
/// ```text
/// Root
///   LoggedIn
///     Home
/// ```
///
/// ``FeatureTree``'s text rendering and GraftTesting's `Routing.treeDescription` both draw with it.
package enum TreeOutline {
    /// The outline's lines, without line breaks; `line` gives a node's text without its indentation.
    package static func lines<Node>(
        from root: Node, line: (Node) -> String, children: (Node) -> [Node]
    ) -> [String] {
        var lines: [String] = []
        TreeWalk.visit(root, context: 0, children: children) { node, depth in
            lines.append(String(repeating: "  ", count: depth) + line(node))
            return depth + 1
        }
        return lines
    }
}
