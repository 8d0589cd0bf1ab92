import Graft

/// A component whose service comes from an async factory, for the cold-creation benchmark.
final class AsyncServiceComponent: Component<EmptyDependency>, @unchecked Sendable {
    let seed: Int

    init(seed: Int) {
        self.seed = seed
        super.init(dependency: EmptyComponent())
    }

    func service() async -> Service {
        await shared { await makeService(seed: seed) }
    }
}
