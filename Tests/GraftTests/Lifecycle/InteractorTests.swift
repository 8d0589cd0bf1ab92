import Graft
import Testing

@MainActor
@Suite struct InteractorTests {
    @Test func isInactiveUntilActivated() {
        let interactor = RecordingInteractor()

        #expect(!interactor.isActive)
        #expect(interactor.didBecomeActiveCount == 0)
    }

    @Test func activateAndDeactivateAreIdempotentAndCallEachHookOncePerChange() {
        let interactor = RecordingInteractor()

        interactor.activate()
        interactor.activate()
        #expect(interactor.isActive)
        #expect(interactor.didBecomeActiveCount == 1)
        #expect(interactor.willResignActiveCount == 0)

        interactor.deactivate()
        interactor.deactivate()
        #expect(!interactor.isActive)
        #expect(interactor.didBecomeActiveCount == 1)
        #expect(interactor.willResignActiveCount == 1)

        interactor.activate()
        #expect(interactor.didBecomeActiveCount == 2)
    }

    @Test func deactivatingAnInactiveInteractorCallsNoHook() {
        let interactor = RecordingInteractor()

        interactor.deactivate()

        #expect(interactor.willResignActiveCount == 0)
    }

    @Test func hooksSeeTheStateTheyAnnounce() {
        let interactor = StateCheckingInteractor()

        interactor.activate()
        interactor.deactivate()

        #expect(interactor.isActiveInDidBecomeActive == true)
        #expect(interactor.isActiveInWillResignActive == true)
    }

    @Test func activeStreamStartsWithTheCurrentValueAndSkipsRepeats() async {
        let interactor = RecordingInteractor()
        let stream = interactor.isActiveStream

        interactor.activate()
        interactor.activate()
        interactor.deactivate()
        interactor.deactivate()
        interactor.activate()

        var values: [Bool] = []
        for await value in stream.prefix(4) {
            values.append(value)
        }
        #expect(values == [false, true, false, true])
    }

    @Test func activeStreamOfAnActiveInteractorStartsWithTrue() async {
        let interactor = RecordingInteractor()
        interactor.activate()

        var iterator = interactor.isActiveStream.makeAsyncIterator()

        #expect(await iterator.next() == true)
    }

    @Test func activeStreamReadAfterSeveralChangesStartsWithTheCurrentValueAndFollowsLaterOnes() async {
        let interactor = RecordingInteractor()
        interactor.activate()
        interactor.deactivate()
        interactor.activate()

        let stream = interactor.isActiveStream
        interactor.deactivate()
        interactor.activate()

        var values: [Bool] = []
        for await value in stream.prefix(3) {
            values.append(value)
        }
        #expect(values == [true, false, true])
    }

    @Test func eachReadOfTheActiveStreamIsANewStream() async {
        let interactor = RecordingInteractor()
        let first = interactor.isActiveStream
        interactor.activate()
        let second = interactor.isActiveStream

        var firstIterator = first.makeAsyncIterator()
        var secondIterator = second.makeAsyncIterator()

        #expect(await firstIterator.next() == false)
        #expect(await firstIterator.next() == true)
        #expect(await secondIterator.next() == true)
    }

    // Time-limited because the failure this catches is a loop over the stream that never ends.
    @Test(.timeLimit(.minutes(1)))
    func activeStreamYieldsFalseThenFinishesWhenAnActiveInteractorIsReleased() async {
        var interactor: RecordingInteractor? = RecordingInteractor()
        let stream = interactor!.isActiveStream
        interactor?.activate()
        weak let released = interactor

        interactor = nil

        var values: [Bool] = []
        for await value in stream {
            values.append(value)
        }
        #expect(released == nil)
        #expect(values == [false, true, false])
    }

    @Test(.timeLimit(.minutes(1)))
    func deactivationCancelsTasks() async {
        let interactor = RecordingInteractor()
        interactor.activate()
        let task = interactor.task {
            await untilCancelled()
        }
        #expect(!task.isCancelled)

        interactor.deactivate()
        await task.value

        #expect(task.isCancelled)
    }

    @Test(.timeLimit(.minutes(1)))
    func deactivationCancelsTasksOfALaterActivePeriod() async {
        let interactor = RecordingInteractor()
        interactor.activate()
        await interactor.task {}.value
        interactor.deactivate()
        interactor.activate()
        let task = interactor.task {
            await untilCancelled()
        }
        #expect(!task.isCancelled)

        interactor.deactivate()
        await task.value

        #expect(task.isCancelled)
    }

    @Test func taskStartedWhileInactiveIsCancelledAtOnce() async {
        let interactor = RecordingInteractor()
        let observed = CancellationFlag()

        let task = interactor.task {
            observed.wasCancelled = Task.isCancelled
        }
        await task.value

        #expect(task.isCancelled)
        #expect(observed.wasCancelled == true)
    }

    @Test func taskRunsToCompletionWhileActive() async {
        let interactor = RecordingInteractor()
        interactor.activate()
        let observed = CancellationFlag()

        await interactor.task {
            await Task.yield()
            observed.wasCancelled = Task.isCancelled
        }.value

        #expect(observed.wasCancelled == false)
        #expect(interactor.isActive)
    }

    @Test(.timeLimit(.minutes(1)))
    func releasingAnActiveInteractorCancelsItsTasks() async {
        var interactor: RecordingInteractor? = RecordingInteractor()
        interactor?.activate()
        let task = interactor!.task {
            await untilCancelled()
        }

        interactor = nil
        await task.value

        #expect(task.isCancelled)
    }

    @Test func presentableInteractorHoldsItsPresenter() {
        let presenter = StubViewController()
        let interactor = PresentableInteractor(presenter: presenter)

        #expect(interactor.presenter === presenter)
        #expect(!interactor.isActive)
    }
}

extension InteractorTests {
    @MainActor
    fileprivate final class StateCheckingInteractor: Interactor {
        var isActiveInDidBecomeActive: Bool?
        var isActiveInWillResignActive: Bool?

        override func didBecomeActive() {
            isActiveInDidBecomeActive = isActive
        }

        override func willResignActive() {
            isActiveInWillResignActive = isActive
        }
    }

    @MainActor
    fileprivate final class CancellationFlag {
        var wasCancelled: Bool?
    }
}
