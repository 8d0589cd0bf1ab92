import GraftTesting
import Testing

@MainActor
@Suite struct LeakTrackerTests {
    @Test func passesWhenTheDetachedSubtreeIsReleased() async {
        let root = NamedRouter.root("Root")
        var home: NamedRouter? = NamedRouter("Home")
        home?.attachChild(NamedViewableRouter("Profile"))
        root.attachChild(home!)
        let tracker = LeakTracker()
        tracker.track(subtreeOf: home!)

        root.detachChild(home!)
        home = nil

        await tracker.expectAllReleased()
    }

    @Test func namesEachSurvivorByTypeKindAndPath() async {
        let root = NamedRouter.root("Root")
        let home = NamedRouter("Home")
        var profile: NamedViewableRouter? = NamedViewableRouter("Profile")
        root.attachChild(home)
        home.attachChild(profile!)
        let tracker = LeakTracker()
        tracker.track(subtreeOf: profile!)
        let leakedView = profile!.viewController

        home.detachChild(profile!)
        profile = nil

        await expectFailure(containing: [
            "Expected these objects to be released within 0.01 seconds, but they are still alive:\n"
                + "- FakeViewController, the view controller of Root/Home/Profile"
        ]) {
            await tracker.expectAllReleased(within: .milliseconds(10))
        }
        withExtendedLifetime(leakedView) {}
    }

    @Test func namesASurvivorBelowTheTrackedRouterByItsPlaceInTheTree() async {
        let root = NamedRouter.root("Root")
        var home: NamedRouter? = NamedRouter("Home")
        let profile = NamedViewableRouter("Profile")
        home!.attachChild(profile)
        root.attachChild(home!)
        let tracker = LeakTracker()
        tracker.track(subtreeOf: home!)

        root.detachChild(home!)
        home = nil

        await expectFailure(containing: [
            "- NamedViewableRouter, the router of Root/Home/Profile\n"
                + "- InteractableSpy, the interactor of Root/Home/Profile\n"
                + "- FakeViewController, the view controller of Root/Home/Profile"
        ]) {
            await tracker.expectAllReleased(within: .milliseconds(10))
        }
        withExtendedLifetime(profile) {}
    }

    @Test func listsEverySurvivorInOneFailure() async {
        let root = NamedRouter.root("Root")
        let home = NamedRouter("Home")
        root.attachChild(home)
        let tracker = LeakTracker()
        tracker.track(subtreeOf: home)

        root.detachChild(home)

        await expectFailure(containing: [
            "- NamedRouter, the router of Root/Home\n- InteractableSpy, the interactor of Root/Home"
        ]) {
            await tracker.expectAllReleased(within: .milliseconds(10))
        }
    }

    @Test func tracksAnyObjectUnderItsDescription() async {
        final class AccountStore {}
        let store = AccountStore()
        let tracker = LeakTracker()
        tracker.track(store, as: "the greeting's account store")

        await expectFailure(containing: ["- AccountStore, the greeting's account store"]) {
            await tracker.expectAllReleased(within: .milliseconds(10))
        }
        withExtendedLifetime(store) {}
    }

    @Test func waitsForObjectsReleasedByAFinishingTask() async {
        final class Token: Sendable {}
        var token: Token? = Token()
        let tracker = LeakTracker()
        tracker.track(token!, as: "the token")
        // A main-actor task cannot run before the check below has looked once and found the token alive, since the
        // test holds the main actor until the check suspends to wait.
        let holder = Task { @MainActor [token] in
            withExtendedLifetime(token) {}
        }
        token = nil

        // A generous limit: the check ends as soon as the task lets go, and under the thread sanitizer other tests
        // can keep the main actor, where the task runs, busy for several seconds.
        await tracker.expectAllReleased(within: .seconds(120))
        await holder.value
    }

    @Test func eachCheckCoversWhatWasTrackedSinceTheLastOne() async {
        final class Token {}
        let survivor = Token()
        let tracker = LeakTracker()
        tracker.track(survivor, as: "the survivor")
        await expectFailure(containing: ["the survivor"]) {
            await tracker.expectAllReleased(within: .milliseconds(1))
        }

        await tracker.expectAllReleased(within: .milliseconds(1))
        withExtendedLifetime(survivor) {}
    }
}
