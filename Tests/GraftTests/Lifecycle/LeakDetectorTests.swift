import Graft
import Testing

@MainActor
@Suite struct LeakDetectorTests {
    @Test func reportsNothingWhenTheDetachedSubtreeIsReleased() async {
        let reportLog = LeakReportLog()
        let root = RecordingRouter(name: "Root")
        root.leakDetector = reportLog.makeDetector()
        var home: RecordingRouter? = RecordingRouter(name: "Home")
        home?.attachChild(RecordingViewableRouter(name: "Profile"))
        root.attachChild(home!)

        root.detachChild(home!)
        home = nil
        await root.leakDetector.waitForPendingChecks()

        #expect(reportLog.reports.isEmpty)
    }

    @Test func reportsEachSurvivorWithItsKindTypeAndPath() async {
        let reportLog = LeakReportLog()
        let root = RecordingRouter(name: "Root")
        root.leakDetector = reportLog.makeDetector(gracePeriod: .milliseconds(1))
        let home = RecordingRouter(name: "Home")
        let profile = RecordingViewableRouter(name: "Profile")
        root.attachChild(home)
        home.attachChild(profile)
        let leakedInteractor = profile.interactor
        let leakedViewController = profile.viewController

        root.detachChild(home)
        let detachedProfile = home.children.first
        await root.leakDetector.waitForPendingChecks()

        let expected: Set = [
            LeakReport(kind: .router, typeName: "RecordingRouter", path: "Root/Home", gracePeriod: .milliseconds(1)),
            LeakReport(
                kind: .interactor, typeName: "RecordingInteractor", path: "Root/Home", gracePeriod: .milliseconds(1)),
            LeakReport(
                kind: .router, typeName: "RecordingViewableRouter", path: "Root/Home/Profile",
                gracePeriod: .milliseconds(1)),
            LeakReport(
                kind: .interactor, typeName: "RecordingInteractor", path: "Root/Home/Profile",
                gracePeriod: .milliseconds(1)),
            LeakReport(
                kind: .viewController, typeName: "StubViewController", path: "Root/Home/Profile",
                gracePeriod: .milliseconds(1)),
        ]
        #expect(Set(reportLog.reports) == expected)
        #expect(reportLog.reports.count == expected.count)
        withExtendedLifetime((home, detachedProfile, leakedInteractor, leakedViewController)) {}
    }

    @Test func reportsOnlyWhatSurvives() async {
        let reportLog = LeakReportLog()
        let root = RecordingRouter(name: "Root")
        root.leakDetector = reportLog.makeDetector()
        var profile: RecordingViewableRouter? = RecordingViewableRouter(name: "Profile")
        root.attachChild(profile!)
        let leakedViewController = profile!.viewController

        root.detachChild(profile!)
        profile = nil
        await root.leakDetector.waitForPendingChecks()

        #expect(reportLog.reports.map(\.kind) == [.viewController])
        #expect(reportLog.reports.first?.path == "Root/Profile")
        withExtendedLifetime(leakedViewController) {}
    }

    @Test func routersUseTheirParentsDetectorUnlessGivenOne() async {
        let rootLog = LeakReportLog()
        let homeLog = LeakReportLog()
        let root = RecordingRouter(name: "Root")
        let home = RecordingRouter(name: "Home")
        let profile = RecordingRouter(name: "Profile")
        let settings = RecordingRouter(name: "Settings")
        root.leakDetector = rootLog.makeDetector()
        root.attachChild(home)
        home.attachChild(profile)
        #expect(home.leakDetector === root.leakDetector)

        home.detachChild(profile)
        await root.leakDetector.waitForPendingChecks()
        #expect(rootLog.reports.map(\.path) == ["Root/Home/Profile", "Root/Home/Profile"])

        home.leakDetector = homeLog.makeDetector()
        home.attachChild(settings)
        home.detachChild(settings)
        await home.leakDetector.waitForPendingChecks()
        #expect(homeLog.reports.map(\.path) == ["Root/Home/Settings", "Root/Home/Settings"])
        #expect(rootLog.reports.count == 2)
        withExtendedLifetime((profile, settings)) {}
    }

    @Test func disabledDetectorChecksNothing() async {
        let reportLog = LeakReportLog()
        let root = RecordingRouter(name: "Root")
        root.leakDetector = reportLog.makeDetector()
        root.leakDetector.isEnabled = false
        let profile = RecordingRouter(name: "Profile")
        root.attachChild(profile)

        root.detachChild(profile)
        await root.leakDetector.waitForPendingChecks()

        #expect(reportLog.reports.isEmpty)
        withExtendedLifetime(profile) {}
    }

    @Test func aDisabledDetectorReadsNoRoutersNameWhenAParentIsReleased() async {
        let root = RecordingRouter(name: "Root")
        let nameReads = CallCounter()
        var home: NameCountingRouter? = NameCountingRouter(nameReads: nameReads)
        // A detached router's detector is its own, not its former parent's, so both are given the one that is off.
        let detector = LeakReportLog().makeDetector()
        detector.isEnabled = false
        root.leakDetector = detector
        home!.leakDetector = detector
        let profile = NameCountingRouter(nameReads: nameReads)
        root.attachChild(home!)
        home!.attachChild(profile)

        root.detachChild(home!)
        home = nil

        #expect(nameReads.value == 0)
        #expect(profile.parent == nil)
        #expect(profile.leakDetector === detector)
    }

    @Test func reportDescribesTheLeakOnOneLine() {
        let report = LeakReport(
            kind: .viewController, typeName: "ProfileViewController", path: "Root/Home/Profile",
            gracePeriod: .seconds(1))

        #expect(
            report.description
                == "Graft: leak: ProfileViewController, the view controller of Root/Home/Profile, is alive "
                + "\(Duration.seconds(1)) after its detach.")
        #expect(!report.description.contains("\n"))
    }

    @Test func newDetectorFollowsTheBuildConfiguration() {
        let detector = LeakDetector()

        #expect(detector.gracePeriod == .seconds(1))
        #if DEBUG
        #expect(detector.isEnabled)
        #else
        #expect(!detector.isEnabled)
        #endif
    }
}

/// A router that counts the reads of its name, which a tree path is built from.
final class NameCountingRouter: Router<RecordingInteractor> {
    private let nameReads: CallCounter

    init(nameReads: CallCounter) {
        self.nameReads = nameReads
        super.init(interactor: RecordingInteractor(name: "Counting"))
    }

    override var name: String {
        nameReads.increment()
        return "Counting"
    }
}
