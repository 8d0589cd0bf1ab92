import Graft
import Testing

@MainActor
@Suite struct TreeReleaseTests {
    @Test func detachedSubtreeIsReleased() async {
        let reportLog = LeakReportLog()
        let root = RecordingRouter(name: "Root")
        root.leakDetector = reportLog.makeDetector()
        var home: RecordingRouter? = RecordingRouter(name: "Home")
        var profile: RecordingViewableRouter? = RecordingViewableRouter(name: "Profile")
        home!.attachChild(profile!)
        root.attachChild(home!)
        weak let weakHome = home
        weak let weakHomeInteractor = home!.interactor
        weak let weakProfile = profile
        weak let weakProfileInteractor = profile!.interactor
        weak let weakProfileViewController = profile!.viewController
        profile = nil

        root.detachChild(home!)
        home = nil
        await root.leakDetector.waitForPendingChecks()

        #expect(weakHome == nil)
        #expect(weakHomeInteractor == nil)
        #expect(weakProfile == nil)
        #expect(weakProfileInteractor == nil)
        #expect(weakProfileViewController == nil)
        #expect(reportLog.reports.isEmpty)
    }

    @Test func workersAndStreamsDoNotKeepADetachedTreeAlive() async {
        let root = RecordingRouter(name: "Root")
        root.leakDetector = LeakDetector.discardingReports()
        var child: RecordingRouter? = RecordingRouter(name: "Child")
        let worker = Worker()
        worker.start(child!.interactor)
        let stream = child!.interactor.isActiveStream
        root.attachChild(child!)
        weak let weakInteractor = child!.interactor

        root.detachChild(child!)
        child = nil

        #expect(weakInteractor == nil)
        var values: [Bool] = []
        for await value in stream {
            values.append(value)
        }
        #expect(values == [false, true, false])
        worker.stop()
    }

    @Test func tenThousandAttachAndDetachCyclesLeaveNothingAlive() async {
        let liveCount = LiveCount()
        let reportLog = LeakReportLog()
        let root = RecordingRouter(name: "Root")
        root.leakDetector = reportLog.makeDetector()
        root.interactor.activate()
        root.load()

        for _ in 0..<10_000 {
            let child = RecordingRouter(name: "Child", liveCount: liveCount)
            child.attachChild(RecordingRouter(name: "Grandchild", liveCount: liveCount))
            root.attachChild(child)
            _ = child.interactor.isActiveStream
            child.interactor.task { await Task.yield() }
            root.detachChild(child)
        }
        await root.leakDetector.waitForPendingChecks()

        #expect(liveCount.value == 0)
        #expect(root.children.isEmpty)
        #expect(reportLog.reports.isEmpty)
    }
}
