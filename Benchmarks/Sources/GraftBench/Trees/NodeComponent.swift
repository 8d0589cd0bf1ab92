import Graft

/// A node's scope: it forwards the root's analytics and owns the node's store.
final class NodeComponent: Component<NodeDependency>, @unchecked Sendable {
    var analytics: TreeAnalytics { dependency.analytics }
    var store: NodeStore { shared { NodeStore(analytics: analytics) } }
}
