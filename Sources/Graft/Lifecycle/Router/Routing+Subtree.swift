extension Routing {
    /// This router's place in the tree, such as `Root/Home/Profile`: the ``name``s from the root down to it.
    ///
    /// The path stops at the first ancestor that is not a ``Router``, since only routers know their parent.
    public var path: String {
        var names = [name]
        var ancestor = (self as? RouterNode)?.parentNode
        while let router = ancestor {
            names.append(router.routing.name)
            ancestor = router.parentNode
        }
        return names.reversed().joined(separator: "/")
    }

    /// This router and every router below it, parents before their children, in the order they were attached.
    ///
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
    /// The walk skips the children of a router whose observation brought them along (``SubtreeActivation``).
    /// `package`, so that GraftTesting's `RoutingSpy` activates the subtrees it attaches as a router does.
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
