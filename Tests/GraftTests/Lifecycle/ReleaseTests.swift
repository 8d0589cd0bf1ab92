import Graft
import Testing

/// Releasing a feature ends it, as in RIBs: an active interactor resigns, a router deactivates its interactor and
/// detaches its children, a running worker stops.
@MainActor
@Suite struct ReleaseTests {
    @Test(.timeLimit(.minutes(1)))
    func releasingAnActiveInteractorRunsWillResignActiveAndEndsItsStreamWithFalse() async {
        let log = LifecycleLog()
        var interactor: RecordingInteractor? = RecordingInteractor(name: "I", log: log)
        interactor!.activate()
        let stream = interactor!.isActiveStream

        interactor = nil

        #expect(log.entries == ["I.didBecomeActive", "I.willResignActive"])
        var values: [Bool] = []
        for await value in stream {
            values.append(value)
        }
        #expect(values == [true, false])
    }

    @Test func releasingAnInactiveInteractorRunsNoHook() {
        let log = LifecycleLog()
        var interactor: RecordingInteractor? = RecordingInteractor(name: "I", log: log)
        interactor!.activate()
        interactor!.deactivate()

        interactor = nil

        #expect(log.entries == ["I.didBecomeActive", "I.willResignActive"])
    }

    @Test(.timeLimit(.minutes(1)))
    func releasingAnActiveInteractorCancelsItsTasks() async {
        var interactor: RecordingInteractor? = RecordingInteractor()
        interactor!.activate()
        let task = interactor!.task {
            await untilCancelled()
        }

        interactor = nil
        await task.value

        #expect(task.isCancelled)
    }

    @Test func releasingARouterDeactivatesItsInteractorAndDetachesItsChildren() {
        let log = LifecycleLog()
        var parent: RecordingRouter? = RecordingRouter(name: "Parent", log: log)
        let interactor = parent!.interactor
        let child = RecordingRouter(name: "Child", log: log)
        let grandchild = RecordingRouter(name: "Grandchild", log: log)
        parent!.interactor.activate()
        parent!.load()
        parent!.attachChild(child)
        child.attachChild(grandchild)
        // Counted while the parent is certainly alive: the optimizer may otherwise release it before the count.
        let logged = withExtendedLifetime(parent) { log.entries.count }

        parent = nil

        #expect(!interactor.isActive)
        #expect(child.parent == nil)
        #expect(!child.interactor.isActive)
        #expect(!grandchild.interactor.isActive)
        #expect(grandchild.parent === child)
        #expect(
            log.entries.dropFirst(logged)
                == ["Parent.willResignActive", "Child.willResignActive", "Grandchild.willResignActive"])
    }

    @Test func releasingARouterWhoseChildrenAreHeldElsewhereLeavesThemDetachedAndReusable() {
        let root = makeActiveRoot()
        var parent: ScriptedRouter? = ScriptedRouter(name: "Parent")
        let child = ScriptedRouter(name: "Child")
        parent!.attachChild(child)
        parent!.interactor.activate()

        parent = nil
        root.attachChild(child)

        #expect(child.parent === root)
        #expect(child.interactor.isActive)
        #expect(child.interactor.didBecomeActiveCount == 2)
        expectConsistentTree(below: root)
    }

    @Test func leaksInAReleasedTreeReachTheRootsDetectorWithTheirPaths() async {
        let reportLog = LeakReportLog()
        let detector = reportLog.makeDetector()
        var root: RecordingRouter? = RecordingRouter(name: "App")
        root!.leakDetector = detector
        root!.interactor.activate()
        root!.load()
        var child: RecordingRouter? = RecordingRouter(name: "Child")
        child!.attachChild(RecordingRouter(name: "Grandchild"))
        root!.attachChild(child!)
        // The leaks: the test keeps the interactors of the child and grandchild, whose routers go with the root.
        let leakedInteractors = [child!.interactable, child!.children[0].interactable]
        weak let weakChild = child
        child = nil

        root = nil
        await detector.waitForPendingChecks()

        #expect(weakChild == nil)
        #expect(
            Set(reportLog.reports) == [
                LeakReport(
                    kind: .interactor, typeName: "RecordingInteractor", path: "App/Child", gracePeriod: .zero,
                    event: .release),
                LeakReport(
                    kind: .interactor, typeName: "RecordingInteractor", path: "App/Child/Grandchild",
                    gracePeriod: .zero, event: .release),
            ])
        withExtendedLifetime(leakedInteractors) {}
    }

    @Test func releasingARunningWorkerCallsDidStopOnce() {
        let log = LifecycleLog()
        let interactor = RecordingInteractor()
        interactor.activate()
        var worker: LoggingWorker? = LoggingWorker(log: log)
        worker!.start(interactor)

        worker = nil
        interactor.deactivate()

        #expect(log.entries == ["Worker.didStart", "Worker.didStop"])
    }

    @Test func releasingAStartedWorkerThatIsNotRunningCallsNoDidStop() {
        let log = LifecycleLog()
        let interactor = RecordingInteractor()
        var worker: LoggingWorker? = LoggingWorker(log: log)
        worker!.start(interactor)

        worker = nil
        interactor.activate()

        #expect(log.entries.isEmpty)
    }

    @Test func releasingAStoppedWorkerCallsNoSecondDidStop() {
        let log = LifecycleLog()
        let interactor = RecordingInteractor()
        interactor.activate()
        var worker: LoggingWorker? = LoggingWorker(log: log)
        worker!.start(interactor)
        worker!.stop()

        worker = nil

        #expect(log.entries == ["Worker.didStart", "Worker.didStop"])
    }

    @Test func releasingAnInteractorStopsTheWorkerItOwnsAfterWillResignActive() {
        let log = LifecycleLog()
        var interactor: WorkerOwningInteractor? = WorkerOwningInteractor(log: log)
        interactor!.activate()

        interactor = nil

        #expect(
            log.entries == [
                "Interactor.didBecomeActive", "Worker.didStart", "Interactor.willResignActive", "Worker.didStop",
            ])
    }
}

extension ReleaseTests {
    /// An interactor that owns a worker and starts it when it is created, as `Docs/Features.md` shows.
    @MainActor
    final class WorkerOwningInteractor: Interactor {
        private let log: LifecycleLog
        private let worker: LoggingWorker

        init(log: LifecycleLog) {
            self.log = log
            worker = LoggingWorker(log: log)
            super.init()
            worker.start(self)
        }

        override func didBecomeActive() { log.record("Interactor.didBecomeActive") }

        override func willResignActive() { log.record("Interactor.willResignActive") }
    }

}
