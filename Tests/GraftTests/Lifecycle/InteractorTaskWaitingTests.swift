import Graft
import Testing

/// `waitForTasks()` lets a feature test wait for the work an interactor started with `task {}`, without exposing
/// its tasks or polling.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct InteractorTaskWaitingTests {
    @Test func returnsAtOnceWhenNoTaskWasStarted() async {
        let interactor = LoadingInteractor()

        await interactor.waitForTasks()

        #expect(interactor.loaded.isEmpty)
    }

    @Test func waitsForTheWorkStartedInDidBecomeActive() async {
        let (gate, opener) = AsyncStream<String>.makeStream()
        let interactor = LoadingInteractor(source: gate)
        interactor.activate()
        #expect(interactor.loaded.isEmpty)

        opener.yield("Ada")
        opener.finish()
        await interactor.waitForTasks()

        #expect(interactor.loaded == ["Ada"])
    }

    @Test func waitsForTasksThatTasksStart() async {
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

        await interactor.waitForTasks()

        #expect(interactor.loaded == ["first", "second"])
    }

    @Test func waitsForCancelledTasksToFinish() async {
        let interactor = LoadingInteractor()
        interactor.activate()
        interactor.task {
            // Ignores cancellation for a moment, as work that cleans up does.
            for _ in 0..<3 { await Task.yield() }
            interactor.record("cleaned up")
        }

        interactor.deactivate()
        await interactor.waitForTasks()

        #expect(interactor.loaded == ["cleaned up"])
    }

    @Test func endsWhenDeactivationCancelsAnEndlessTask() async {
        let (endless, _) = AsyncStream<String>.makeStream()
        let interactor = LoadingInteractor(source: endless)
        interactor.activate()

        async let waited: Void = interactor.waitForTasks()
        await Task.yield()
        interactor.deactivate()
        await waited

        #expect(interactor.loaded.isEmpty)
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
