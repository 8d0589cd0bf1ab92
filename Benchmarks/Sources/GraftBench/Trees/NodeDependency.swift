import Graft

/// What a node of the benchmark tree needs from its parent, which is the root or another node.
protocol NodeDependency: Dependency {
    var analytics: TreeAnalytics { get }
}
