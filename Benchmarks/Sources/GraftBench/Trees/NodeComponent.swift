import Graft

// A node's scope in the benchmark tree: what it needs from its parent, its component and the store it owns.

/// What a node of the benchmark tree needs from its parent, which is the root or another node.
protocol NodeDependency: Dependency {
    var analytics: TreeAnalytics { get }
}

/// A node's scope: it forwards the root's analytics and owns the node's store.
final class NodeComponent: Component<NodeDependency>, @unchecked Sendable {
    var analytics: TreeAnalytics { dependency.analytics }
    var store: NodeStore { shared { NodeStore(analytics: analytics) } }
}

extension NodeComponent: NodeDependency {}

/// The service each node of the benchmark tree owns: a `shared` member of its component.
final class NodeStore: Sendable {
    let analytics: TreeAnalytics

    init(analytics: TreeAnalytics) {
        self.analytics = analytics
    }
}
