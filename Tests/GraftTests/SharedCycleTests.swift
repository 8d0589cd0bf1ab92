import Dispatch
import Foundation
import Graft
import GraftTestSupport
import Testing

/// Components whose factories need their own values; each test reads one inside an exit test.
final class CyclicComponent: Component<EmptyDependency>, @unchecked Sendable {
    init() {
        super.init(dependency: EmptyComponent())
    }

    var authService: Service { shared { Service("auth via \(networkClient.name)") } }
    var networkClient: Service { shared { Service("network for \(authService.name)") } }
    var selfish: Service { shared { Service("needs \(self.selfish.name)") } }

    func asyncAuth() async throws -> Service { try await shared { Service(try await asyncNetwork().name) } }
    func asyncNetwork() async throws -> Service { try await shared { Service(try await asyncAuth().name) } }

    /// Item 3 needs item 4, which needs item 3.
    func item(id: Int) -> Service { shared(key: id) { Service("item \(id) after \(item(id: id == 3 ? 4 : 3).name)") } }

    /// Each link needs the next, and the last needs the first.
    func link(_ index: Int, of count: Int) -> Service {
        shared(key: index) { Service("link \(index) before \(link((index + 1) % count, of: count).name)") }
    }

    /// Reads `childReader` in a structured child task, which reads this member back.
    func parentOfAsyncLet() async -> Service {
        await shared {
            async let child = childReader()
            return Service("parent of \(await child.name)")
        }
    }

    func childReader() async -> Service { await shared { Service("child of \(await parentOfAsyncLet().name)") } }

    /// Reads `groupChild` in a task group it awaits, which reads this member back.
    func parentOfGroup() async -> Service {
        await shared {
            let names = await withTaskGroup(of: String.self) { group in
                group.addTask { await self.groupChild().name }
                return await group.reduce(into: []) { $0.append($1) }
            }
            return Service("parent of \(names)")
        }
    }

    func groupChild() async -> Service { await shared { Service("child of \(await parentOfGroup().name)") } }

    /// Starts an immediate task that reads this member on the factory's thread, before the task suspends.
    @available(macOS 26.0, iOS 26.0, watchOS 26.0, tvOS 26.0, visionOS 26.0, *)
    var readBackByAnImmediateTask: Service {
        shared {
            Task.immediate { _ = self.readBackByAnImmediateTask }
            return Service("never returned")
        }
    }

    /// Reads `nestedParent()` in its own body, a creation inside this one.
    func outerOfNested() async -> Service { await shared { Service("outer of \(await nestedParent().name)") } }

    /// Reads `outerOfNested()`, which is creating this member, in a structured child task.
    func nestedParent() async -> Service {
        await shared {
            async let outer = outerOfNested()
            return Service("nested in \(await outer.name)")
        }
    }
}

/// Two creations on two threads that each wait for the other: `first` starts `inner`, which reads `second` once another
/// thread is creating it, and `second` reads `first`.
final class CrossThreadCyclicComponent: Component<EmptyDependency>, @unchecked Sendable {
    private let innerStarted = DispatchSemaphore(value: 0)
    private let secondStarted = DispatchSemaphore(value: 0)

    init() {
        super.init(dependency: EmptyComponent())
    }

    var first: Service { shared { Service("first after \(inner.name)") } }
    var inner: Service {
        shared {
            meet(signalling: innerStarted, waitingFor: secondStarted)
            return Service("inner after \(second.name)")
        }
    }
    var second: Service {
        shared {
            meet(signalling: secondStarted, waitingFor: innerStarted)
            return Service("second after \(first.name)")
        }
    }

    /// Returns once both factories run, so that each then reads a member the other thread is creating.
    private func meet(signalling started: DispatchSemaphore, waitingFor other: DispatchSemaphore) {
        started.signal()
        if other.wait(timeout: .now() + 60) == .timedOut { fatalError("the other factory did not start") }
    }
}

protocol CyclicChildDependency: Dependency {
    var sessionStore: Service { get }
}

final class CyclicParentComponent: Component<EmptyDependency>, CyclicChildDependency, @unchecked Sendable {
    init() {
        super.init(dependency: EmptyComponent())
    }

    var sessionStore: Service { shared { Service("session for \(CyclicChildComponent(dependency: self).cache.name)") } }
}

final class CyclicChildComponent: Component<CyclicChildDependency>, @unchecked Sendable {
    var cache: Service { shared { Service("cache of \(dependency.sessionStore.name)") } }
}

@Suite struct SharedCycleTests {
    @Test func aCycleThroughAnotherMemberNamesTheComponentAndMembers() async {
        let result = await retryingInterruptedSystemCalls {
            await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                _ = CyclicComponent().authService
            }
        }
        let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(output.contains("CyclicComponent: authService -> networkClient -> authService"))
    }

    @Test func aFactoryThatReadsItselfIsACycle() async {
        let result = await retryingInterruptedSystemCalls {
            await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                _ = CyclicComponent().selfish
            }
        }
        let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(output.contains("CyclicComponent: selfish -> selfish"))
    }

    @Test func anAsyncCycleStopsInsteadOfHanging() async {
        let result = await retryingInterruptedSystemCalls {
            await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                _ = try? await CyclicComponent().asyncAuth()
            }
        }
        let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(output.contains("CyclicComponent: asyncAuth() -> asyncNetwork() -> asyncAuth()"))
    }

    @available(macOS 26.0, iOS 26.0, watchOS 26.0, tvOS 26.0, visionOS 26.0, *)
    @Test func anImmediateTaskThatReadsItsFactorysMemberBeforeSuspendingStopsInsteadOfHanging() async {
        let result = await retryingInterruptedSystemCalls {
            await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                _ = CyclicComponent().readBackByAnImmediateTask
            }
        }
        let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            output.contains(
                "CyclicComponent.readBackByAnImmediateTask is read on the thread its synchronous factory runs on"))
    }

    @Test func aKeyedCycleNamesEachKey() async {
        let result = await retryingInterruptedSystemCalls {
            await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                _ = CyclicComponent().item(id: 3)
            }
        }
        let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(output.contains("CyclicComponent: item(id:) [3] -> item(id:) [4] -> item(id:) [3]"))
    }

    @Test func aLongCycleNamesEveryMemberInOrder() async {
        let result = await retryingInterruptedSystemCalls {
            await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                _ = CyclicComponent().link(0, of: 500)
            }
        }
        let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        let chain = (0..<500).map { "link(_:of:) [\($0)]" } + ["link(_:of:) [0]"]
        #expect(output.contains("CyclicComponent: " + chain.joined(separator: " -> ")))
    }

    @Test func aCycleThroughAnAsyncLetChildIsNamed() async {
        let result = await retryingInterruptedSystemCalls {
            await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                _ = await CyclicComponent().parentOfAsyncLet()
            }
        }
        let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(output.contains("CyclicComponent: parentOfAsyncLet() -> childReader() -> parentOfAsyncLet()"))
    }

    @Test func aCycleThroughATaskGroupChildIsNamed() async {
        let result = await retryingInterruptedSystemCalls {
            await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                _ = await CyclicComponent().parentOfGroup()
            }
        }
        let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(output.contains("CyclicComponent: parentOfGroup() -> groupChild() -> parentOfGroup()"))
    }

    @Test func aCycleAcrossComponentsNamesEachComponent() async {
        let result = await retryingInterruptedSystemCalls {
            await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                _ = CyclicParentComponent().sessionStore
            }
        }
        let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            output.contains(
                "CyclicParentComponent.sessionStore -> CyclicChildComponent.cache -> CyclicParentComponent.sessionStore"
            ))
    }

    @Test func aCycleThroughAChildTaskOfANestedCreationIsNamed() async {
        let result = await retryingInterruptedSystemCalls {
            await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                _ = await CyclicComponent().outerOfNested()
            }
        }
        let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(output.contains("CyclicComponent: outerOfNested() -> nestedParent() -> outerOfNested()"))
    }

    @Test func aCycleThroughAChildTaskIsNamedUnderTheCallersExecutor() async {
        let result = await retryingInterruptedSystemCalls {
            await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                _ = await withTaskExecutorPreference(CountingExecutor()) { await CyclicComponent().parentOfGroup() }
            }
        }
        let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(output.contains("CyclicComponent: parentOfGroup() -> groupChild() -> parentOfGroup()"))
    }

    @Test func aCycleAcrossThreadsStopsInsteadOfDeadlocking() async {
        let result = await retryingInterruptedSystemCalls {
            await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                let component = CrossThreadCyclicComponent()
                // The limit that fails the test, should the threads deadlock rather than name the cycle.
                DispatchQueue.global().asyncAfter(deadline: .now() + 60) { fatalError("the threads deadlocked") }
                Thread { _ = component.second }.start()
                _ = component.first
            }
        }
        let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        // Whichever thread reads second closes the cycle and names it from the member it waits for.
        let cycles = [
            "CrossThreadCyclicComponent: first -> inner -> second -> first",
            "CrossThreadCyclicComponent: second -> first -> inner -> second",
        ]
        #expect(cycles.contains { output.contains($0) }, "\(output)")
    }
}
