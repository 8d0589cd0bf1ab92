import Foundation
import Graft
import GraftTestSupport
import Testing

/// `waitForTasks()` lets a feature test wait for the work an interactor started with `task {}`, without exposing
/// its tasks or polling.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct InteractorTaskWaitingTests {
    @Test func returnsAtOnceWhenNoTaskWasStarted() async throws {
        let interactor = LoadingInteractor()

        try await interactor.waitForTasks()

        #expect(interactor.loaded.isEmpty)
    }

    @Test func waitsForTheWorkStartedInDidBecomeActive() async throws {
        let (gate, opener) = AsyncStream<String>.makeStream()
        let interactor = LoadingInteractor(source: gate)
        interactor.activate()
        #expect(interactor.loaded.isEmpty)

        opener.yield("Ada")
        opener.finish()
        try await interactor.waitForTasks()

        #expect(interactor.loaded == ["Ada"])
    }

    @Test func waitsForTasksThatTasksStart() async throws {
        let interactor = LoadingInteractor()
        interactor.activate()
        interactor.task {
            await Task.yield()
            interactor.task {
                await Task.yield()
                interactor.record("second")
            }
            interactor.record("first")
        }

        try await interactor.waitForTasks()

        #expect(interactor.loaded == ["first", "second"])
    }

    @Test func waitsForCancelledTasksToFinish() async throws {
        let interactor = LoadingInteractor()
        interactor.activate()
        interactor.task {
            // Ignores cancellation for a moment, as work that cleans up does.
            for _ in 0..<3 { await Task.yield() }
            interactor.record("cleaned up")
        }

        interactor.deactivate()
        try await interactor.waitForTasks()

        #expect(interactor.loaded == ["cleaned up"])
    }

    @Test func endsWhenDeactivationCancelsAnEndlessTask() async throws {
        let (endless, _) = AsyncStream<String>.makeStream()
        let interactor = LoadingInteractor(source: endless)
        interactor.activate()

        async let waited: Void = interactor.waitForTasks()
        await Task.yield()
        interactor.deactivate()
        try await waited

        #expect(interactor.loaded.isEmpty)
    }

    @Test func aWaitForAnEndlessLoopThrowsAtItsLimitNamingWhereTheTaskStarted() async {
        let (endless, _) = AsyncStream<String>.makeStream()
        let interactor = LoadingInteractor(source: endless)
        interactor.activate()

        let error = await #expect(throws: TasksStillRunningError.self) {
            try await interactor.waitForTasks(timeout: .milliseconds(20))
        }

        #expect(error?.interactorTypeName == "LoadingInteractor")
        #expect(error?.taskOrigins == ["GraftTests/InteractorTaskWaitingTests.swift:\(LoadingInteractor.taskLine)"])
        #expect(
            error?.description.hasPrefix(
                "Graft: LoadingInteractor's tasks are still running 0.02 seconds into waitForTasks(timeout:): "
                    + "the task started at GraftTests/InteractorTaskWaitingTests.swift:") == true)
    }

    @Test func aMainActorKeptBusyElsewhereDoesNotUseUpTheLimit() async throws {
        let interactor = LoadingInteractor()
        interactor.activate()
        let (gate, opener) = AsyncStream<Void>.makeStream()
        interactor.task {
            for await _ in gate {}
            interactor.record("done")
        }
        // Holds the main actor, where the task runs, for longer than the limit, as a busy machine or another test
        // can; the task can finish only after it.
        Task { @MainActor in
            Self.holdTheThread(for: 0.5)
            opener.finish()
        }

        try await interactor.waitForTasks(timeout: .milliseconds(150))

        #expect(interactor.loaded == ["done"])
    }

    @Test func aWaitThatThrowsNamesEachTaskStillRunningInTheOrderStarted() async {
        let interactor = LoadingInteractor()
        interactor.activate()
        let (gate, opener) = AsyncStream<Void>.makeStream()
        let firstLine = #line + 1
        interactor.task { for await _ in gate {} }
        await interactor.task { interactor.record("done") }.value
        let thirdLine = #line + 1
        interactor.task { for await _ in gate {} }

        let error = await #expect(throws: TasksStillRunningError.self) {
            try await interactor.waitForTasks(timeout: .milliseconds(20))
        }

        #expect(interactor.loaded == ["done"])
        #expect(
            error?.taskOrigins == [
                "GraftTests/InteractorTaskWaitingTests.swift:\(firstLine)",
                "GraftTests/InteractorTaskWaitingTests.swift:\(thirdLine)",
            ])
        opener.finish()
    }

    @Test func waitingFromOneOfTheInteractorsOwnTasksStops() async {
        let result = await retryingInterruptedSystemCalls {
            await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                await InteractorTaskWaitingTests.waitForTasksFromOneOfThem()
            }
        }
        let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            output.contains(
                "Graft: LoadingInteractor.waitForTasks() was called from a task that LoadingInteractor started "
                    + "with task {}, so it would wait for itself forever."))
    }

    @Test func waitingFromWorkAnInteractorsTaskAwaitsStops() async {
        let result = await retryingInterruptedSystemCalls {
            await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                await InteractorTaskWaitingTests.waitForTasksFromWorkOneOfThemAwaits()
            }
        }
        let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(output.contains("Graft: LoadingInteractor.waitForTasks() was called from a task that"))
    }

    @Test func waitingFromAnotherInteractorsTaskWaitsForIt() async throws {
        let waiting = LoadingInteractor()
        let working = LoadingInteractor()
        waiting.activate()
        working.activate()
        let (gate, opener) = AsyncStream<Void>.makeStream()
        working.task {
            for await _ in gate {}
            working.record("worked")
        }

        let waiter = waiting.task {
            try? await working.waitForTasks()
            waiting.record("waited")
        }
        opener.finish()
        await waiter.value

        #expect(working.loaded == ["worked"])
        #expect(waiting.loaded == ["waited"])
    }

    /// Keeps the calling thread from running anything else for `seconds`.
    nonisolated static func holdTheThread(for seconds: TimeInterval) {
        Thread.sleep(forTimeInterval: seconds)
    }

    /// Calls `waitForTasks()` from a task of the interactor it waits for, which stops the program.
    static func waitForTasksFromOneOfThem() async {
        let interactor = LoadingInteractor()
        interactor.activate()
        await interactor.task {
            try? await interactor.waitForTasks()
        }.value
    }

    /// Calls `waitForTasks()` from a child task of a task of the interactor it waits for, which stops the program.
    static func waitForTasksFromWorkOneOfThemAwaits() async {
        let interactor = LoadingInteractor()
        interactor.activate()
        await interactor.task {
            async let waited: Void? = try? interactor.waitForTasks()
            _ = await waited
        }.value
    }
}

extension InteractorTaskWaitingTests {
    /// An interactor that loads names from a stream while it is active, as a feature loads from a service.
    @MainActor
    final class LoadingInteractor: Interactor {
        private let source: AsyncStream<String>?
        private(set) var loaded: [String] = []

        init(source: AsyncStream<String>? = nil) {
            self.source = source
            super.init()
        }

        func record(_ name: String) {
            loaded.append(name)
        }

        /// The line of the `task {}` call in ``didBecomeActive()``.
        static let taskLine = #line + 4

        override func didBecomeActive() {
            guard let source else { return }
            task {
                for await name in source {
                    self.record(name)
                }
            }
        }
    }
}
