import Graft

protocol NodeBuildable: Buildable {
    @MainActor func build(withListener listener: NodeListener, node: Int, of shape: TreeShape) -> NodeRouting
}

/// Builds a node and, below it, every node of its subtree in `shape`.
///
/// A node is made whole, router included, before its children, in the order a RIBs app makes them: there a router
/// builds each child when it attaches it, so a parent always exists before its children. The attach and detach walks
/// visit nodes in that same order, so each node's objects lie near each other and near the next node's.
final class NodeBuilder: Builder<NodeDependency>, NodeBuildable, @unchecked Sendable {
    func build(withListener listener: NodeListener, node: Int, of shape: TreeShape) -> NodeRouting {
        let component = NodeComponent(dependency: dependency)
        let interactor = NodeInteractor(store: component.store)
        interactor.listener = listener
        let childBuilder = NodeBuilder(dependency: component)
        let router = NodeRouter(interactor: interactor, childBuilder: childBuilder)
        router.prebuiltChildren = shape.children(of: node).map {
            childBuilder.build(withListener: interactor, node: $0, of: shape)
        }
        return router
    }
}
