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

/// The async factory under a task executor preference, as Graft runs a factory, with none of Graft's bookkeeping:
/// the floor of a first async read that keeps the guarantees for tasks a factory starts.
@inline(never)
func makeServiceUnderPreference(seed: Int) async -> Service {
    await withTaskExecutorPreference(ForwardingExecutor.global) { await makeService(seed: seed) }
}

/// A task executor that runs its jobs on the global concurrent executor, as Graft's creation executor does: a
/// preference for it is a real preference, where one for the global executor itself may be no preference at all.
final class ForwardingExecutor: TaskExecutor {
    static let global = ForwardingExecutor()

    func enqueue(_ job: consuming ExecutorJob) {
        globalConcurrentExecutor.enqueue(job)
    }
}

@inline(never)
func readService(_ component: AsyncServiceComponent) async -> Service {
    await component.service()
}

/// An actor other than the main one, which times async first reads made from its own executor.
actor ColdReader {
    static let shared = ColdReader()

    /// Times `iterations` plain awaits of the async factory.
    func timeFactory(iterations: Int, seed: Int) async -> UInt64 {
        let services = CreatedServices(capacity: iterations)
        let start = MonotonicClock.now
        for index in 0..<iterations {
            services.keep(await makeService(seed: seed &+ index), at: index)
        }
        let elapsed = MonotonicClock.now &- start
        services.release()
        return elapsed
    }

    /// Times `iterations` awaits of the async factory under a task executor preference.
    func timeFactoryUnderPreference(iterations: Int, seed: Int) async -> UInt64 {
        let services = CreatedServices(capacity: iterations)
        let start = MonotonicClock.now
        for index in 0..<iterations {
            services.keep(await makeServiceUnderPreference(seed: seed &+ index), at: index)
        }
        let elapsed = MonotonicClock.now &- start
        services.release()
        return elapsed
    }

    /// Times the first async read of each component's service.
    func timeFirstReads(of components: [AsyncServiceComponent]) async -> UInt64 {
        let services = CreatedServices(capacity: components.count)
        let start = MonotonicClock.now
        for index in components.indices {
            services.keep(await readService(components[index]), at: index)
        }
        let elapsed = MonotonicClock.now &- start
        services.release()
        return elapsed
    }
}
