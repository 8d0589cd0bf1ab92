import Foundation
import Graft
import Testing

/// A one-shot signal that a thread raises and any number of tasks await, without blocking their threads.
final class Signal: Sendable {
    private let state = Locked(State())

    private struct State {
        var raised = false
        var waiters: [CheckedContinuation<Void, Never>] = []
    }

    func raise() {
        let waiters = state.withLock { state in
            state.raised = true
            defer { state.waiters = [] }
            return state.waiters
        }
        for waiter in waiters { waiter.resume() }
    }

    func awaitRaised() async {
        await withCheckedContinuation { continuation in
            let raised = state.withLock { state in
                if !state.raised { state.waiters.append(continuation) }
                return state.raised
            }
            if raised { continuation.resume() }
        }
    }
}

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

    /// Starts a task that reads `analytics`, which needs this member, and returns without waiting for it.
    var sessionStore: Service {
        shared {
            let store = Service("store")
            let task = Task { [self] in self.analytics }
            spawned.withLock { $0 = task }
            Thread.sleep(forTimeInterval: 0.2)
            return store
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

    var spawnedTask: Task<Service, Never> { spawned.withLock { $0! } }
}

@Suite struct SharedFactoryTaskTests {
    @Test func aTaskThatOutlivesItsFactorysCreationWaitsLikeAnyReader() async {
        let component = SpawningComponent()
        let reader = Thread { _ = component.slow }
        reader.start()
        await component.slowStarted.awaitRaised()
        _ = component.spawner
        component.spawnerReturned.raise()
        // Gives the task time to start waiting on `slow`; if it has not, it reads `slow` once it exists. A thread
        // opens the gate, so that no step of the test needs a thread of the task pool, which the task blocks.
        Thread {
            Thread.sleep(forTimeInterval: 0.1)
            component.slowGate.signal()
        }.start()
        let read = await component.spawnedTask.value
        #expect(read === component.slow)
        #expect(read.name == "slow")
    }

    @Test func aTaskAFactoryDoesNotWaitForIsNotPartOfACycle() async {
        let component = SpawningComponent()
        // On a thread of its own, since the factory sleeps: the test's task pool keeps its threads.
        let store = await withCheckedContinuation { continuation in
            Thread { continuation.resume(returning: component.sessionStore) }.start()
        }
        let analytics = await component.spawnedTask.value
        #expect(analytics.name == "analytics of store")
        #expect(component.sessionStore === store)
        #expect(component.analytics === analytics)
    }

    @Test func aTaskThatOutlivesAnAsyncFactorysCreationWaitsLikeAnyReader() async {
        let component = SpawningComponent()
        async let slow = component.asyncSlow()
        await component.slowStarted.awaitRaised()
        _ = await component.asyncSpawner()
        component.spawnerReturned.raise()
        // Gives the task time to start waiting on `asyncSlow()`; if it has not, it reads it once it exists.
        try? await Task.sleep(for: .milliseconds(100))
        component.asyncSlowGate.raise()
        let read = await component.spawnedTask.value
        #expect(await read === slow)
        #expect(read.name == "async slow")
    }
}
