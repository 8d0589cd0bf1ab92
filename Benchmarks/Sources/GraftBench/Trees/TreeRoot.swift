import Graft

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
