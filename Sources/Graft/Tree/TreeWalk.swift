/// The one depth-first walk over a tree: routers, snapshot nodes and outlines all go through it.
enum TreeWalk {
    /// Calls `body` on `root` and every node below it, each node before its children, children in order.
    ///
    /// `body` receives what it returned for the node's parent, or `context` for `root`. A node's children are read
    /// after `body` has run on it.
    static func visit<Node, Context>(
        _ root: Node, context: Context, children: (Node) -> [Node], _ body: (Node, Context) -> Context
    ) {
        let childContext = body(root, context)
        for child in children(root) {
            visit(child, context: childContext, children: children, body)
        }
    }

    /// Calls `body` on `root` and every node below it, each node before its children, children in order.
    static func visit<Node>(_ root: Node, children: (Node) -> [Node], _ body: (Node) -> Void) {
        visit(root, context: (), children: children) { node, _ in body(node) }
    }
}
