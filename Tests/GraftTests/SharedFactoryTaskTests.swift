import Foundation
@_spi(Testing) import Graft
import Testing

/// Components whose factories start work they do not wait for.
final class SpawningComponent: Component<EmptyDependency>, @unchecked Sendable {
    let slowStarted = Signal()
    let slowGate = DispatchSemaphore(value: 0)
    let spawnerReturned = Signal()
    let asyncSlowGate = Signal()
    let spawned = Locked<Task<Service, Never>?>(nil)

    init() {
        super.init(dependency: EmptyComponent())
    }

    /// Blocks in its factory until the test opens the gate.
    var slow: Service {
        shared {
            slowStarted.raise()
            slowGate.wait()
            return Service("slow")
        }
    }

    /// Starts a task that reads `slow` once this creation has ended.
    var spawner: Service {
        shared {
            let task = Task { [self] in
                await spawnerReturned.awaitRaised()
                return self.slow
            }
            spawned.withLock { $0 = task }
            return Service("spawner")
        }
    }

    /// Whether a reader was waiting for a factory of this component before that factory returned.
    let readerWaited = Locked(false)

    /// Starts a task that reads `analytics`, which needs this member, and returns once that read waits for it.
    var sessionStore: Service {
        shared {
            let store = Service("store")
            let task = Task { [self] in self.analytics }
            spawned.withLock { $0 = task }
            let waited = blockUntil { sharedWaiterCount > 0 }
            readerWaited.withLock { $0 = waited }
            return store
        }
    }

    /// Starts an immediate task, which runs on this factory's thread until it suspends, that reads
    /// `immediateReader()`, whose factory reads this member; returns once that read waits for it.
    @available(macOS 26.0, iOS 26.0, watchOS 26.0, tvOS 26.0, visionOS 26.0, *)
    var immediateSpawner: Service {
        shared {
            let task = Task.immediate { [self] in await self.immediateReader() }
            spawned.withLock { $0 = task }
            let waited = blockUntil { sharedWaiterCount > 0 }
            readerWaited.withLock { $0 = waited }
            return Service("spawner")
        }
    }

    @available(macOS 26.0, iOS 26.0, watchOS 26.0, tvOS 26.0, visionOS 26.0, *)
    func immediateReader() async -> Service {
        await shared {
            await Task.yield()
            return Service("reader of \(immediateSpawner.name)")
        }
    }

    var analytics: Service { shared { Service("analytics of \(sessionStore.name)") } }

    func asyncSlow() async -> Service {
        await shared {
            slowStarted.raise()
            await asyncSlowGate.awaitRaised()
            return Service("async slow")
        }
    }

    func asyncSpawner() async -> Service {
        await shared {
            let task = Task { [self] in
                await spawnerReturned.awaitRaised()
                return await self.asyncSlow()
            }
            spawned.withLock { $0 = task }
            await Task.yield()
            return Service("async spawner")
        }
    }

    let analyticsStarted = Signal()

    /// Starts a task that reads `asyncAnalytics()`, which needs this member, and keeps running without waiting for
    /// it until that member's factory waits for this one.
    func asyncSessionStore() async -> Service {
        await shared {
            let store = Service("store")
            let task = Task { [self] in await self.asyncAnalytics() }
            spawned.withLock { $0 = task }
            await analyticsStarted.awaitRaised()
            await waitUntil("asyncAnalytics() waits for asyncSessionStore()") { sharedWaiterCount > 0 }
            return store
        }
    }

    func asyncAnalytics() async -> Service {
        await shared {
            analyticsStarted.raise()
            return Service("analytics of \(await asyncSessionStore().name)")
        }
    }

    /// Reads `innerSpawner()` in its own body: a creation inside this one.
    func outer() async -> Service {
        await shared { Service("outer around \(await innerSpawner().name)") }
    }

    /// Starts a task that reads `outer()`, whose factory reads this member, and returns without waiting for it.
    func innerSpawner() async -> Service {
        await shared {
            let task = Task { [self] in await self.outer() }
            spawned.withLock { $0 = task }
            await waitUntil("the task waits for outer()") { sharedWaiterCount > 0 }
            return Service("inner")
        }
    }

    /// The jobs `executor` received while this member's factory yielded once.
    func jobsWhileYielding(on executor: CountingExecutor) async -> Int {
        await shared {
            let before = executor.jobs.withLock { $0 }
            await Task.yield()
            return executor.jobs.withLock { $0 } - before
        }
    }

    var spawnedTask: Task<Service, Never> { spawned.withLock { $0! } }
}

/// A task executor that counts the jobs it receives and runs them on the global concurrent executor.
final class CountingExecutor: TaskExecutor {
    let jobs = Locked(0)

    func enqueue(_ job: consuming ExecutorJob) {
        jobs.withLock { $0 += 1 }
        globalConcurrentExecutor.enqueue(job)
    }
}

@Suite struct SharedFactoryTaskTests {
    @Test func aTaskThatOutlivesItsFactorysCreationWaitsLikeAnyReader() async {
        let component = SpawningComponent()
        let reader = Thread { _ = component.slow }
        reader.start()
        await component.slowStarted.awaitRaised()
        _ = component.spawner
        component.spawnerReturned.raise()
        // A thread opens the gate once the task waits on `slow`, so that no step of the test needs a thread of the
        // task pool, which the task blocks.
        Thread {
            let waited = blockUntil { component.sharedWaiterCount > 0 }
            component.readerWaited.withLock { $0 = waited }
            component.slowGate.signal()
        }.start()
        let read = await component.spawnedTask.value
        #expect(component.readerWaited.withLock { $0 })
        #expect(read === component.slow)
        #expect(read.name == "slow")
    }

    @Test func aTaskAFactoryDoesNotWaitForIsNotPartOfACycle() async {
        let component = SpawningComponent()
        // On a thread of its own, since the factory blocks it: the test's task pool keeps its threads.
        let store = await withCheckedContinuation { continuation in
            Thread { continuation.resume(returning: component.sessionStore) }.start()
        }
        let analytics = await component.spawnedTask.value
        #expect(component.readerWaited.withLock { $0 })
        #expect(analytics.name == "analytics of store")
        #expect(component.sessionStore === store)
        #expect(component.analytics === analytics)
    }

    @available(macOS 26.0, iOS 26.0, watchOS 26.0, tvOS 26.0, visionOS 26.0, *)
    @Test func anImmediateTaskInASynchronousFactoryWaitsForItAndIsNotPartOfACycle() async {
        let component = SpawningComponent()
        // The immediate task runs on the factory's thread until its first suspension; a thread of its own keeps the
        // task pool's threads free, since the factory blocks it until the task's read waits.
        let spawner = await withCheckedContinuation { continuation in
            Thread { continuation.resume(returning: component.immediateSpawner) }.start()
        }
        let read = await component.spawnedTask.value
        #expect(component.readerWaited.withLock { $0 })
        #expect(read.name == "reader of spawner")
        #expect(component.immediateSpawner === spawner)
        #expect(await component.immediateReader() === read)
    }

    @Test func aTaskThatOutlivesAnAsyncFactorysCreationWaitsLikeAnyReader() async {
        let component = SpawningComponent()
        async let slow = component.asyncSlow()
        await component.slowStarted.awaitRaised()
        _ = await component.asyncSpawner()
        component.spawnerReturned.raise()
        await waitUntil("the task waits for asyncSlow()") { component.sharedWaiterCount > 0 }
        component.asyncSlowGate.raise()
        let read = await component.spawnedTask.value
        #expect(await read === slow)
        #expect(read.name == "async slow")
    }

    @Test func aTaskAnAsyncFactoryDoesNotWaitForIsNotPartOfACycle() async {
        let component = SpawningComponent()
        let store = await component.asyncSessionStore()
        let analytics = await component.spawnedTask.value
        #expect(analytics.name == "analytics of store")
        #expect(await component.asyncSessionStore() === store)
        #expect(await component.asyncAnalytics() === analytics)
    }

    @Test func aTaskAnAsyncFactoryDoesNotWaitForIsNotPartOfACycleUnderTheCallersExecutor() async {
        let component = SpawningComponent()
        let store = await withTaskExecutorPreference(CountingExecutor()) { await component.asyncSessionStore() }
        let analytics = await component.spawnedTask.value
        #expect(analytics.name == "analytics of store")
        #expect(await component.asyncSessionStore() === store)
        #expect(await component.asyncAnalytics() === analytics)
    }

    @Test func aTaskANestedAsyncFactoryDoesNotWaitForIsNotPartOfTheOuterCreation() async {
        let component = SpawningComponent()
        let outer = await component.outer()
        let readByTheTask = await component.spawnedTask.value
        #expect(outer.name == "outer around inner")
        #expect(readByTheTask === outer)
        #expect(await component.innerSpawner().name == "inner")
    }

    @Test func anAsyncFactoryRunsOnTheExecutorItsCallerPrefers() async {
        let component = SpawningComponent()
        let executor = CountingExecutor()
        let jobs = await withTaskExecutorPreference(executor) { await component.jobsWhileYielding(on: executor) }
        // Where the platform cannot name the caller's executor, the factory runs on the global one instead.
        #if compiler(>=6.3)
        if #available(macOS 26.4, iOS 26.4, watchOS 26.4, tvOS 26.4, visionOS 26.4, *) {
            #expect(jobs >= 1)
        }
        #endif
        #expect(await component.jobsWhileYielding(on: executor) == jobs)
    }
}
