/// What a RIBs feature adds to a node beside its interactor and router, wired by hand: a component that holds its
/// parent's and makes the node's store on first use, and the builder the router keeps for its children.
///
/// The tree of ``HandWiredNodeRouter``s built with scopes has the objects a Graft node has, without Graft, so Graft's
/// node measured against it shows what Graft itself costs, apart from the feature structure a RIBs app has anyway.
@MainActor
final class HandWiredNodeScope {
    /// The parent node's scope, which a component keeps as a Graft component keeps its dependency.
    let parent: HandWiredNodeScope?
    let analytics: TreeAnalytics
    /// The node's store, made on first use as a `lazy var`, where a Graft component makes it with `shared`.
    private(set) lazy var store = NodeStore(analytics: analytics)

    init(parent: HandWiredNodeScope?, analytics: TreeAnalytics) {
        self.parent = parent
        self.analytics = analytics
    }
}

/// The builder a hand-wired router keeps for its children, as a RIBs router keeps its children's builders.
@MainActor
final class HandWiredChildBuilder {
    /// The scope its children's scopes hold as their parent.
    let scope: HandWiredNodeScope

    init(scope: HandWiredNodeScope) {
        self.scope = scope
    }
}
