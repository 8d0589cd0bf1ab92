import Graft

/// The live feature tree as text, for the `tree` command: one router per line, parents first, each indented two
/// spaces per level below the root and named by its ``Routing/name``.
///
/// ```text
/// Root
///   LoggedIn
///     Home
///       LandmarkList
/// ```
///
/// This is the one place that renders the tree, so a richer snapshot can replace it without touching the session.
enum FeatureTree {
    /// Renders the tree below a router.
    ///
    /// - Parameter root: The router at the top of the tree.
    /// - Returns: One line per router in the subtree.
    @MainActor
    static func lines(of root: any Routing) -> [String] {
        var lines: [String] = []
        func visit(_ router: any Routing, depth: Int) {
            lines.append(String(repeating: "  ", count: depth) + router.name)
            for child in router.children {
                visit(child, depth: depth + 1)
            }
        }
        visit(root, depth: 0)
        return lines
    }
}
