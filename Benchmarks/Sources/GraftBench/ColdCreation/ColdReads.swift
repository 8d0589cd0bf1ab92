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

// The factories and first reads the cold-creation benchmark times, each behind a call the optimizer may not
// inline, as in ``WarmReads``.

@inline(never)
func makeService(seed: Int) -> Service { Service(seed: seed) }

@inline(never)
func makeService(seed: Int) async -> Service { Service(seed: seed) }

@inline(never)
func readService(_ component: AsyncServiceComponent) async -> Service {
    await component.service()
}
