import Graft
import Testing

@MainActor
@Suite struct WorkerTests {
    @Test func followsItsScopeAcrossActivateDeactivateRestartAndStop() {
        let worker = CountingWorker()
        let interactor = RecordingInteractor()
        #expect(!worker.isStarted)

        worker.start(interactor)
        #expect(worker.isStarted)
        #expect(worker.counts == Counts(starts: 0, stops: 0))

        interactor.activate()
        #expect(worker.counts == Counts(starts: 1, stops: 0))

        interactor.deactivate()
        #expect(worker.isStarted)
        #expect(worker.counts == Counts(starts: 1, stops: 1))

        worker.start(interactor)
        #expect(worker.counts == Counts(starts: 1, stops: 1))

        interactor.activate()
        #expect(worker.counts == Counts(starts: 2, stops: 1))

        worker.stop()
        #expect(!worker.isStarted)
        #expect(worker.counts == Counts(starts: 2, stops: 2))

        worker.stop()
        #expect(worker.counts == Counts(starts: 2, stops: 2))

        interactor.deactivate()
        interactor.activate()
        #expect(worker.counts == Counts(starts: 2, stops: 2))
    }

    @Test func startsAtOnceWithAnActiveScopeAndPassesIt() {
        let worker = CountingWorker()
        let interactor = RecordingInteractor()
        interactor.activate()

        worker.start(interactor)

        #expect(worker.counts == Counts(starts: 1, stops: 0))
        #expect(worker.lastScope === interactor)
    }

    @Test func stopWhileTheScopeIsInactiveCallsNoDidStop() {
        let worker = CountingWorker()
        let interactor = RecordingInteractor()
        worker.start(interactor)

        worker.stop()

        #expect(worker.counts == Counts(starts: 0, stops: 0))
    }

    @Test func startedInDidBecomeActiveItStartsOnce() {
        let interactor = WorkerOwningInteractor()

        interactor.activate()
        #expect(interactor.worker.counts == Counts(starts: 1, stops: 0))

        interactor.deactivate()
        interactor.activate()
        #expect(interactor.worker.counts == Counts(starts: 2, stops: 1))
    }

    @Test func workersOfOneInteractorStartInTheOrderTheyWereStartedEvenAfterTheFirstIsReleased() {
        let log = LifecycleLog()
        let interactor = RecordingInteractor()
        var first: LoggingWorker? = LoggingWorker(name: "first", log: log)
        let second = LoggingWorker(name: "second", log: log)
        first?.start(interactor)
        second.start(interactor)

        interactor.activate()
        #expect(log.entries == ["first.didStart", "second.didStart"])

        interactor.deactivate()
        first = nil
        let third = LoggingWorker(name: "third", log: log)
        third.start(interactor)
        interactor.activate()

        #expect(
            log.entries.filter { $0.hasSuffix(".didStart") } == [
                "first.didStart", "second.didStart", "second.didStart", "third.didStart",
            ])
    }

    @Test func holdsItsScopeWeakly() {
        let worker = CountingWorker()
        var interactor: RecordingInteractor? = RecordingInteractor()
        weak let released = interactor
        worker.start(interactor!)

        interactor = nil

        #expect(released == nil)
        #expect(worker.isStarted)
    }

    @Test(.timeLimit(.minutes(1)))
    func followsAScopeThatIsNotAnInteractorThroughItsStream() async {
        let worker = CountingWorker()
        let scope = StreamScope()
        worker.start(scope)

        scope.send(true)
        while worker.counts.starts == 0 { await Task.yield() }
        scope.send(false)
        while worker.counts.stops == 0 { await Task.yield() }

        #expect(worker.counts == Counts(starts: 1, stops: 1))
        #expect(worker.lastScope === scope)
    }
}

extension WorkerTests {
    fileprivate struct Counts: Equatable {
        var starts: Int
        var stops: Int
    }

    @MainActor
    fileprivate final class CountingWorker: Worker {
        private(set) var counts = Counts(starts: 0, stops: 0)
        private(set) weak var lastScope: (any InteractorScope)?

        override func didStart(_ scope: any InteractorScope) {
            counts.starts += 1
            lastScope = scope
        }

        override func didStop() {
            counts.stops += 1
        }
    }

    @MainActor
    fileprivate final class WorkerOwningInteractor: Interactor {
        let worker = CountingWorker()

        override func didBecomeActive() {
            worker.start(self)
        }
    }

    /// A scope that is not an `Interactor`, driven by hand.
    @MainActor
    fileprivate final class StreamScope: InteractorScope {
        private(set) var isActive = false
        private var continuation: AsyncStream<Bool>.Continuation?

        var isActiveStream: AsyncStream<Bool> {
            let (stream, continuation) = AsyncStream.makeStream(of: Bool.self)
            continuation.yield(isActive)
            self.continuation = continuation
            return stream
        }

        func send(_ isActive: Bool) {
            self.isActive = isActive
            continuation?.yield(isActive)
        }
    }
}
