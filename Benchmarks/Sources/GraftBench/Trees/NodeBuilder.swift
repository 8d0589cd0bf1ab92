import Graft

protocol NodeBuildable: Buildable {
    @MainActor func build(withListener listener: NodeListener, node: Int, of shape: TreeShape) -> NodeRouting
}

/// Builds a node and, below it, every node of its subtree in `shape`.
final class NodeBuilder: Builder<NodeDependency>, NodeBuildable, @unchecked Sendable {
    func build(withListener listener: NodeListener, node: Int, of shape: TreeShape) -> NodeRouting {
        let component = NodeComponent(dependency: dependency)
        let interactor = NodeInteractor(store: component.store)
        interactor.listener = listener
        let childBuilder = NodeBuilder(dependency: component)
        let children = shape.children(of: node).map {
            childBuilder.build(withListener: interactor, node: $0, of: shape)
        }
        return NodeRouter(interactor: interactor, childBuilder: childBuilder, children: children)
    }
}
