import Graft
import Synchronization

// The benchmark tree's shape and its root, which owns the analytics every node reads.

/// A complete tree of `nodeCount` nodes with ten children per node, numbered breadth first from 0.
struct TreeShape: Sendable {
    static let childrenPerNode = 10

    let nodeCount: Int

    /// The nodes directly below `node`.
    func children(of node: Int) -> Range<Int> {
        let first = node * Self.childrenPerNode + 1
        return min(first, nodeCount)..<min(first + Self.childrenPerNode, nodeCount)
    }
}

/// The service the root of the benchmark tree owns and every node reads, as an app's analytics would be.
final class TreeAnalytics: Sendable {
    private let activations = Atomic(0)

    /// Counts one activation.
    func recordActivation() {
        activations.add(1, ordering: .relaxed)
    }

    /// The activations counted so far.
    var activationCount: Int { activations.load(ordering: .relaxed) }
}

/// The root of the benchmark tree, which stays attached while trees below it are built, attached and detached.
final class TreeRootComponent: Component<EmptyDependency>, @unchecked Sendable {
    var analytics: TreeAnalytics { shared { TreeAnalytics() } }

    init() {
        super.init(dependency: EmptyComponent())
    }
}

extension TreeRootComponent: NodeDependency {}

/// The root's interactor, which listens to the top node.
final class TreeRootInteractor: Interactor, NodeListener {}

/// The root's router, active and loaded for the whole benchmark.
final class TreeRootRouter: Router<TreeRootInteractor> {}
