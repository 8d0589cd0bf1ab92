/// Draws a tree as an indented outline: one line per node, parents before their children, each child indented two
/// spaces more than its parent.
///
/// ```text
/// Root
///   LoggedIn
///     Home
/// ```
///
/// ``FeatureTree``'s text rendering and GraftTesting's `Routing.treeDescription` both draw with it, so the outline a
/// snapshot prints and the one `expectTree` compares are drawn the same way.
package enum TreeOutline {
    /// The outline's lines, without line breaks.
    ///
    /// - Parameters:
    ///   - root: The node at the top.
    ///   - line: The text of a node's line, without its indentation.
    ///   - children: A node's children, in the order they are drawn.
    /// - Returns: One line per node, depth first, `root` first.
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
