import Graft

@MainActor
protocol NodeRouting: Routing {}

/// A node's router: it keeps its children's builder, as a RIBs router does, and attaches its prebuilt children when
/// it loads, so attaching a node attaches its whole subtree.
final class NodeRouter: Router<NodeInteractable>, NodeRouting {
    private let childBuilder: NodeBuildable
    /// The children its builder made after making this router; see ``NodeBuilder``.
    var prebuiltChildren: [NodeRouting] = []

    init(interactor: NodeInteractable, childBuilder: NodeBuildable) {
        self.childBuilder = childBuilder
        super.init(interactor: interactor)
        interactor.router = self
    }

    override func didLoad() {
        for child in prebuiltChildren {
            attachChild(child)
        }
    }
}
