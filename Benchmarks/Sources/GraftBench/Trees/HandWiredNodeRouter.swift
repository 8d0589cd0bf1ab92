/// The router of a node wired by hand, without Graft: the baseline that benchmark 5 runs beside Graft's tree.
///
/// It does what a tree of features must do and nothing more: attaching a child links it, activates its interactor
/// and attaches the child's own prebuilt children, parents first; detaching deactivates the subtree, parents first,
/// and unlinks it. Each node owns a store made for it, as a Graft node's component makes its `shared` store. So the
/// growth it shows from 1,000 to 10,000 nodes is what the machine's caches cost a tree of this shape, whatever builds
/// it.
@MainActor
final class HandWiredNodeRouter {
    let interactor: HandWiredNodeInteractor
    private(set) var children: [HandWiredNodeRouter] = []
    private weak var parent: HandWiredNodeRouter?
    private var prebuiltChildren: [HandWiredNodeRouter] = []
    /// The builder of its children, in a tree built with scopes.
    private var childBuilder: HandWiredChildBuilder?

    private init(interactor: HandWiredNodeInteractor) {
        self.interactor = interactor
        interactor.router = self
    }

    /// Builds `node` of `shape` and, below it, every node of its subtree, each before its children, as
    /// ``NodeBuilder`` does.
    ///
    /// - Parameters:
    ///   - node: The node to build.
    ///   - shape: The tree's shape.
    ///   - analytics: The root's analytics, which every store records activations with.
    ///   - listener: The parent node's interactor.
    ///   - scoped: Whether each node has a scope and its router a builder for its children, as in a RIBs app.
    ///   - parentScope: The parent node's scope, when scoped; `nil` below the root.
    /// - Returns: The node's router.
    static func build(
        node: Int, of shape: TreeShape, analytics: TreeAnalytics, listener: HandWiredNodeInteractor?,
        scoped: Bool = false, parentScope: HandWiredNodeScope? = nil
    ) -> HandWiredNodeRouter {
        let scope = scoped ? HandWiredNodeScope(parent: parentScope, analytics: analytics) : nil
        let interactor = HandWiredNodeInteractor(store: scope?.store ?? NodeStore(analytics: analytics))
        interactor.listener = listener
        let router = HandWiredNodeRouter(interactor: interactor)
        router.childBuilder = scope.map(HandWiredChildBuilder.init(scope:))
        router.prebuiltChildren = shape.children(of: node).map {
            build(
                node: $0, of: shape, analytics: analytics, listener: interactor, scoped: scoped,
                parentScope: router.childBuilder?.scope)
        }
        return router
    }

    /// Makes a router with no children, to stay attached as the root of the trees built below it.
    static func root(analytics: TreeAnalytics) -> HandWiredNodeRouter {
        let router = HandWiredNodeRouter(interactor: HandWiredNodeInteractor(store: NodeStore(analytics: analytics)))
        router.interactor.activate()
        return router
    }

    func attachChild(_ child: HandWiredNodeRouter) {
        precondition(child.parent == nil, "the hand-wired benchmark tree attached a router twice")
        children.append(child)
        child.parent = self
        child.interactor.activate()
        for grandchild in child.prebuiltChildren {
            child.attachChild(grandchild)
        }
    }

    func detachChild(_ child: HandWiredNodeRouter) {
        guard let index = children.firstIndex(where: { $0 === child }) else {
            preconditionFailure("the hand-wired benchmark tree detached a router that is not a child")
        }
        child.deactivateSubtree()
        children.remove(at: index)
        child.parent = nil
    }

    private func deactivateSubtree() {
        interactor.deactivate()
        for child in children {
            child.deactivateSubtree()
        }
    }
}
