/// The service each node of the benchmark tree owns: a `shared` member of its component.
final class NodeStore: Sendable {
    let analytics: TreeAnalytics

    init(analytics: TreeAnalytics) {
        self.analytics = analytics
    }
}
