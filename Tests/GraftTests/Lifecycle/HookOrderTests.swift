import Graft
import Testing

/// The order of hooks that `Docs/Features.md` states, for a feature `C` with a worker its interactor starts in
/// `init`, a child `G` attached before `C` is, and a child `F` that `C` attaches in `didLoad`.
@MainActor
@Suite struct HookOrderTests {
    @Test func firstAttach() {
        let (root, log, feature) = makeFeature()

        root.attachChild(feature)

        #expect(
            log.entries == [
                "C.didBecomeActive", "C.worker.didStart", "G.didBecomeActive", "C.didLoad", "F.didBecomeActive",
                "F.didLoad",
            ])
    }

    @Test func detach() {
        let (root, log, feature) = makeFeature()
        root.attachChild(feature)
        let logged = log.entries.count

        root.detachChild(feature)

        #expect(
            log.entries.dropFirst(logged) == [
                "C.willResignActive", "C.worker.didStop", "G.willResignActive", "F.willResignActive",
            ])
    }

    @Test func repeatedAttach() {
        let (root, log, feature) = makeFeature()
        root.attachChild(feature)
        root.detachChild(feature)
        let logged = log.entries.count

        root.attachChild(feature)

        #expect(
            log.entries.dropFirst(logged) == [
                "C.didBecomeActive", "C.worker.didStart", "G.didBecomeActive", "F.didBecomeActive",
            ])
    }

    @Test func releaseOfAnAttachedFeaturesParent() {
        let log = LifecycleLog()
        var parent: ScriptedRouter? = ScriptedRouter(name: "P", log: log)
        parent!.interactor.activate()
        parent!.load()
        do {
            let feature = FeatureRouter(log: log)
            parent!.attachChild(feature)
        }
        // Counted while the parent is certainly alive: the optimizer may otherwise release it before the count.
        let logged = withExtendedLifetime(parent) { log.entries.count }

        parent = nil

        #expect(
            log.entries.dropFirst(logged) == [
                "P.willResignActive", "C.willResignActive", "C.worker.didStop", "G.willResignActive",
                "F.willResignActive",
            ])
    }

    @Test func workerStartedLaterComesAfterTheChildren() {
        let log = LifecycleLog()
        let root = makeActiveRoot()
        let feature = ScriptedRouter(name: "C", log: log)
        feature.attachChild(ScriptedRouter(name: "G", log: log))
        root.attachChild(feature)
        let worker = LoggingWorker(name: "C.worker", log: log)
        worker.start(feature.interactor)
        root.detachChild(feature)
        let logged = log.entries.count

        root.attachChild(feature)

        #expect(log.entries.dropFirst(logged) == ["C.didBecomeActive", "G.didBecomeActive", "C.worker.didStart"])
    }

    private func makeFeature() -> (root: ScriptedRouter, log: LifecycleLog, feature: FeatureRouter) {
        let log = LifecycleLog()
        return (makeActiveRoot(), log, FeatureRouter(log: log))
    }
}

extension HookOrderTests {

    @MainActor
    final class WorkerInteractor: Interactor {
        private let log: LifecycleLog
        private let worker: LoggingWorker

        init(log: LifecycleLog) {
            self.log = log
            worker = LoggingWorker(name: "C.worker", log: log)
            super.init()
            worker.start(self)
        }

        override func didBecomeActive() { log.record("C.didBecomeActive") }

        override func willResignActive() { log.record("C.willResignActive") }
    }

    /// `C`: a worker started in its interactor's `init`, `G` attached before `C` is, `F` attached in `didLoad`.
    @MainActor
    final class FeatureRouter: Router<WorkerInteractor> {
        private let log: LifecycleLog
        private let fixedChild: ScriptedRouter

        init(log: LifecycleLog) {
            self.log = log
            fixedChild = ScriptedRouter(name: "F", log: log)
            super.init(interactor: WorkerInteractor(log: log))
            let early = ScriptedRouter(name: "G", log: log)
            attachChild(early)
            // Attached below a router that is not in a tree yet, G starts active, as in RIBs; bring it to rest.
            early.interactor.deactivate()
            log.clear()
        }

        override var name: String { "C" }

        override func didLoad() {
            log.record("C.didLoad")
            attachChild(fixedChild)
        }
    }
}
