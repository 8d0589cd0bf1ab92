import GraftTesting
import Testing

@MainActor
@Suite struct LeakDetectorTestFailuresTests {
    @Test func isEnabledWithTheGivenGracePeriod() {
        let detector = LeakDetector.reportingTestFailures(gracePeriod: .milliseconds(5))
        #expect(detector.isEnabled)
        #expect(detector.gracePeriod == .milliseconds(5))
    }

    @Test func reportsNothingWhenTheTreeIsReleased() async {
        let root = NamedRouter("Root")
        root.leakDetector = .reportingTestFailures(gracePeriod: .milliseconds(1))
        var home: NamedRouter? = NamedRouter("Home")
        root.attachChild(home!)

        root.detachChild(home!)
        home = nil

        await root.leakDetector.waitForPendingChecks()
    }

    @Test func turnsEachLeakIntoAFailure() async {
        let root = NamedRouter("Root")
        root.leakDetector = .reportingTestFailures(gracePeriod: .milliseconds(1))
        var profile: NamedViewableRouter? = NamedViewableRouter("Profile")
        root.attachChild(profile!)
        let leakedView = profile!.viewController
        profile = nil

        // The detach happens inside the expectation: a detector's check belongs to the task that detached.
        await expectFailure(containing: [
            "Graft: leak: FakeViewController, the view controller of Root/Profile, is alive 0.001 seconds after "
                + "its detach."
        ]) {
            root.detachChild(root.children[0])
            await root.leakDetector.waitForPendingChecks()
        }
        withExtendedLifetime(leakedView) {}
    }
}
