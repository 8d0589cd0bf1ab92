@_spi(Testing) import Graft
import Synchronization
import Testing

/// A component with async factories, standing in for `try await shared { try await Database.open(url) }`.
final class DatabaseComponent: Component<EmptyDependency>, @unchecked Sendable {
    let opens = CallCounter()
    let failuresBeforeSuccess: Int
    let openDelay: Duration

    init(failuresBeforeSuccess: Int = 0, openDelay: Duration = .milliseconds(50)) {
        self.failuresBeforeSuccess = failuresBeforeSuccess
        self.openDelay = openDelay
        super.init(dependency: EmptyComponent())
    }

    func database() async throws -> Service {
        try await shared {
            opens.increment()
            let attempt = opens.value
            try await Task.sleep(for: openDelay)
            if attempt <= failuresBeforeSuccess { throw FactoryFailure(attempt: attempt) }
            return Service("database, attempt \(attempt)")
        }
    }

    func table(named name: String) async throws -> Service {
        try await shared(key: name) {
            let database = try await database()
            return Service("\(name) in \(database.name)")
        }
    }
}

@Suite struct AsyncSharedTests {
    @Test func createsOnceAndReturnsTheSameInstance() async throws {
        let component = DatabaseComponent(openDelay: .zero)
        let first = try await component.database()
        #expect(try await component.database() === first)
        #expect(component.opens.value == 1)
    }

    @Test func concurrentFirstCallersAllAwaitOneCreation() async throws {
        let component = DatabaseComponent()
        let identities = try await withThrowingTaskGroup(of: ObjectIdentifier.self) { group in
            for _ in 0..<50 {
                group.addTask { ObjectIdentifier(try await component.database()) }
            }
            return try await group.reduce(into: Set()) { $0.insert($1) }
        }
        #expect(identities.count == 1)
        #expect(component.opens.value == 1)
    }

    @Test func aThrowingFactoryCachesNothingSoTheNextAccessTriesAgain() async throws {
        let component = DatabaseComponent(failuresBeforeSuccess: 1, openDelay: .zero)
        await #expect(throws: FactoryFailure(attempt: 1)) { try await component.database() }
        let database = try await component.database()
        #expect(database.name == "database, attempt 2")
        #expect(try await component.database() === database)
        #expect(component.opens.value == 2)
    }

    @Test func waitersOfAFailedAttemptGetItsError() async {
        let component = DatabaseComponent(failuresBeforeSuccess: 1)
        let results = await withTaskGroup(of: Result<ObjectIdentifier, any Error>.self) { group in
            for _ in 0..<10 {
                group.addTask {
                    do { return .success(ObjectIdentifier(try await component.database())) } catch {
                        return .failure(error)
                    }
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        // Every caller either shared the failed first attempt or arrived after it and shared one later success.
        let failures = results.filter { result in
            guard case .failure(let error) = result else { return false }
            return error as? FactoryFailure == FactoryFailure(attempt: 1)
        }
        let successes = results.compactMap { try? $0.get() }
        #expect(!failures.isEmpty)
        #expect(failures.count + successes.count == 10)
        #expect(Set(successes).count <= 1)
        #expect(component.opens.value <= 2)
    }

    @Test func anAsyncFactoryAwaitsAnotherSharedMember() async throws {
        let component = DatabaseComponent(openDelay: .zero)
        let users = try await component.table(named: "users")
        #expect(users.name == "users in database, attempt 1")
        #expect(try await component.table(named: "users") === users)
        #expect(try await component.table(named: "places") !== users)
        #expect(component.opens.value == 1)
    }

    @Test func aWaiterDoesNotInheritAnotherTasksCancellation() async throws {
        final class SlowOpening: Component<EmptyDependency>, @unchecked Sendable {
            let opens = CallCounter()
            let started: AsyncStream<Int>
            private let startedContinuation: AsyncStream<Int>.Continuation

            init() {
                (started, startedContinuation) = AsyncStream.makeStream()
                super.init(dependency: EmptyComponent())
            }

            func database() async throws -> Service {
                try await shared {
                    opens.increment()
                    let attempt = opens.value
                    startedContinuation.yield(attempt)
                    if attempt == 1 {
                        await untilCancelled()
                        throw CancellationError()
                    }
                    return Service("database, attempt \(attempt)")
                }
            }
        }
        let component = SlowOpening()
        var started = component.started.makeAsyncIterator()
        let cancelled = Task { try await component.database() }
        #expect(await started.next() == 1)
        let waiter = Task { try await component.database() }
        await waitUntil("the second caller waits for the first one's creation") { component.sharedWaiterCount == 1 }
        cancelled.cancel()
        await #expect(throws: CancellationError.self) { try await cancelled.value }
        let database = try await waiter.value
        #expect(database.name == "database, attempt 2")
        #expect(try await component.database() === database)
    }

    @Test func aCancelledWaiterStopsAtOnceAndTheCreationGoesOnForTheOthers() async throws {
        final class GatedOpening: Component<EmptyDependency>, @unchecked Sendable {
            let opens = CallCounter()
            let gate = Signal()

            init() {
                super.init(dependency: EmptyComponent())
            }

            func database() async throws -> Service {
                try await shared {
                    opens.increment()
                    await gate.awaitRaised()
                    try Task.checkCancellation()
                    return Service("database")
                }
            }
        }
        let component = GatedOpening()
        let creator = Task { try await component.database() }
        await waitUntil("the factory runs") { component.opens.value == 1 }
        let cancelled = Task { try await component.database() }
        let patient = Task { try await component.database() }
        await waitUntil("both callers wait for the creation") { component.sharedWaiterCount == 2 }
        cancelled.cancel()
        let outcome = await within(.seconds(600), "the cancelled waiter's read") { await cancelled.result }
        #expect(throws: CancellationError.self) { try outcome?.get() }
        #expect(component.sharedWaiterCount == 1)
        component.gate.raise()
        let database = try await creator.value
        #expect(try await patient.value === database)
        #expect(component.opens.value == 1)
    }
}

/// A feed whose async factory cannot throw, read as a new user writes it: with `await` and no `try`.
final class FeedComponent: Component<EmptyDependency>, @unchecked Sendable {
    let loads = CallCounter()

    init() {
        super.init(dependency: EmptyComponent())
    }

    func feed() async -> Service {
        await shared {
            loads.increment()
            await Task.yield()
            return Service("feed")
        }
    }

    func page(_ number: Int) async -> Service {
        await shared(key: number) {
            await Task.yield()
            return Service("page \(number) of \(await feed().name)")
        }
    }

    /// Throws only `FactoryFailure`, which the caller catches without a cast.
    func checkedFeed(failing: Bool) async throws(FactoryFailure) -> Service {
        try await shared(key: failing) { () async throws(FactoryFailure) -> Service in
            await Task.yield()
            if failing { throw FactoryFailure(attempt: 1) }
            return Service("checked feed")
        }
    }
}

extension AsyncSharedTests {
    @Test func anAsyncFactoryThatCannotThrowNeedsNoTry() async {
        let component = FeedComponent()
        let feed = await component.feed()
        #expect(await component.feed() === feed)
        #expect(await component.page(2).name == "page 2 of feed")
        #expect(component.loads.value == 1)
    }

    @Test func anAsyncFactoryThrowsItsOwnErrorType() async throws {
        let component = FeedComponent()
        do {
            _ = try await component.checkedFeed(failing: true)
            Issue.record("the factory threw, so the read must throw")
        } catch {
            #expect(error == FactoryFailure(attempt: 1))
        }
        #expect(try await component.checkedFeed(failing: false).name == "checked feed")
    }
}

/// A component whose async factory reports the actor it runs on.
final class IsolationComponent: Component<EmptyDependency>, @unchecked Sendable {
    init() { super.init(dependency: EmptyComponent()) }

    /// The actor the factory ran on, as an identifier; `nil` when it ran on no actor.
    func factoryActor() async -> ObjectIdentifier? {
        await shared { await runningActor() }
    }

    /// The same, for a keyed member.
    func factoryActor(key: Int) async -> ObjectIdentifier? {
        await shared(key: key) { await runningActor() }
    }
}

/// The actor its caller runs on, which a `nonisolated(nonsending)` function shares; `nil` on no actor.
func runningActor() async -> ObjectIdentifier? {
    #isolation.map { ObjectIdentifier($0) }
}

/// An actor that makes a first async read from its own executor.
actor IsolationReader {
    func factoryActors(of component: IsolationComponent) async -> [ObjectIdentifier?] {
        [await component.factoryActor(), await component.factoryActor(key: 1)]
    }
}

extension AsyncSharedTests {
    @MainActor
    @Test func anAsyncFactoryRunsOnTheMainActorWhenReadFromIt() async {
        let component = IsolationComponent()
        #expect(await component.factoryActor() == ObjectIdentifier(MainActor.shared))
        #expect(await component.factoryActor(key: 1) == ObjectIdentifier(MainActor.shared))
    }

    @Test func anAsyncFactoryRunsOnTheActorThatReadsIt() async {
        let reader = IsolationReader()
        let actors = await reader.factoryActors(of: IsolationComponent())
        #expect(actors == [ObjectIdentifier(reader), ObjectIdentifier(reader)])
    }

    @Test func anAsyncFactoryReadFromNoActorRunsOnNoActor() async {
        @concurrent func read(_ component: IsolationComponent) async -> ObjectIdentifier? {
            await component.factoryActor()
        }
        #expect(await read(IsolationComponent()) == nil)
    }
}
