extension Routing {
    /// This router's place in the tree, such as `Root/Home/Profile`: the ``name``s from the root down to it.
    ///
    /// The path stops at the first ancestor that is not a ``Router``, since only routers know their parent.
    public var path: String {
        var names = [name]
        var ancestor = (self as? any ParentLinkedRouting)?.parent
        while let router = ancestor {
            names.append(router.name)
            ancestor = (router as? any ParentLinkedRouting)?.parent
        }
        return names.reversed().joined(separator: "/")
    }

    /// This router and every router below it, parents before their children, children in the order they were
    /// attached.
    ///
    /// Use it to walk the live tree, for example to list every interactor or view controller it holds:
    ///
    /// ```swift
    /// let activeCount = rootRouter.subtree.filter { $0.interactable.isActive }.count
    /// ```
    public var subtree: [any Routing] {
        var routers: [any Routing] = []
        TreeWalk.visit(self as any Routing, children: \.children) { routers.append($0) }
        return routers
    }

    /// Activates or deactivates every interactor in this subtree that is not in that state yet, parents first.
    ///
    /// Each router is visited once. When a router's interactor changes and its loaded ``Router`` follows it
    /// synchronously, that router's observation carries the change on to its children, so the walk does not go there
    /// again; otherwise the walk goes on to the children itself.
    ///
    /// `package`, so that GraftTesting's `RoutingSpy` activates the subtrees it attaches as a router does.
    ///
    /// - Parameter isActive: The state to bring the subtree to.
    package func setSubtreeActive(_ isActive: Bool) {
        let interactable = self.interactable
        // Checked first because a test double's activate() or deactivate() need not be idempotent.
        if interactable.isActive != isActive {
            let childrenReached = SubtreeActivation.change(ObjectIdentifier(self), to: isActive) {
                if isActive {
                    interactable.activate()
                } else {
                    interactable.deactivate()
                }
            }
            if childrenReached { return }
        }
        for child in children {
            child.setSubtreeActive(isActive)
        }
    }
}
