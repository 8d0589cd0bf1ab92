import GraftTesting
import Testing

@testable import LandmarksKit
@testable import LandmarksServices
@testable import LandmarksUI

/// Each link's workflow, run on the launched tree: it opens the screen where the user's own commands would, and
/// waits for a sign-in when it needs one.
@MainActor
@Suite struct LinkWorkflowTests {
    typealias LaunchedApp = RootFeatureTests.LaunchedApp

    /// What one workflow run ended with.
    @MainActor
    final class Outcome {
        private(set) var opened: [Link] = []
        private(set) var errors: [String] = []

        func subscribe(_ link: Link, on launched: LaunchedApp) -> Task<Void, Never> {
            LinkWorkflow(link: link, onOpen: { self.opened.append($0) }) { _, error in
                self.errors.append("\(error)")
            }
            .subscribe(launched.root.actionableItem)
        }
    }

    nonisolated static let craterLake = Landmark.ID("crater-lake")!

    @Test(arguments: [
        (Link.landmark(craterLake), "LandmarkList", "LandmarkDetail"),
        (Link.favourites, "Favourites", nil),
        (Link.featured, "Featured", nil),
        (Link.profile, "Profile", nil),
    ])
    func aLinkOpensItsScreenWhereManualNavigationWould(link: Link, screen: String, detail: String?) async throws {
        let launched = try LaunchedApp(restoring: .demo)
        let outcome = Outcome()

        await outcome.subscribe(link, on: launched).value

        #expect(outcome.opened == [link])
        #expect(outcome.errors == [])
        let expected = ["Root", "  LoggedIn", "    Home", "      \(screen)"] + (detail.map { ["        \($0)"] } ?? [])
        expectTree(launched.root, matches: expected.joined(separator: "\n"))
        let opened = try #require(launched.root.subtree.last)
        expectActive(opened.interactable)
    }

    @Test func theLandmarkLinkShowsTheLandmark() async throws {
        let launched = try LaunchedApp(restoring: .demo)

        await Outcome().subscribe(.landmark(Self.craterLake), on: launched).value

        #expect(launched.terminal.output.first == "crater-lake: Crater Lake")
    }

    @Test func theSameTreeAsTypingTheCommand() async throws {
        let byLink = try LaunchedApp(restoring: .demo)
        let byHand = try LaunchedApp(restoring: .demo)

        await Outcome().subscribe(.landmark(Self.craterLake), on: byLink).value
        await byHand.send(.show(Self.craterLake))

        #expect(byLink.root.treeDescription == byHand.root.treeDescription)
        #expect(byLink.terminal.output == byHand.terminal.output)
    }

    @Test func beforeSignInTheLinkWaitsAndOpensWhenTheUserSignsIn() async throws {
        let launched = try LaunchedApp(input: ["landmarks"])
        let outcome = Outcome()
        let task = outcome.subscribe(.profile, on: launched)
        await Task.yield()
        #expect(outcome.opened == [])

        await launched.send(.login(userName: "demo"))
        await task.value

        #expect(outcome.opened == [.profile])
        #expect(launched.terminal.output.prefix(2) == ["Signed in as Demo Explorer (demo).", "Demo Explorer (demo)"])
        expectTree(
            launched.root,
            matches: """
                Root
                  LoggedIn
                    Home
                      Profile
                """)
    }

    @Test func anUnknownLandmarkEndsInAnErrorAndLeavesTheTreeAsItWas() async throws {
        let launched = try LaunchedApp(restoring: .demo)
        let outcome = Outcome()

        await outcome.subscribe(.landmark(Landmark.ID("atlantis")!), on: launched).value

        #expect(outcome.opened == [])
        #expect(outcome.errors == ["no landmark has the id \"atlantis\"; list shows every id"])
        expectTree(
            launched.root,
            matches: """
                Root
                  LoggedIn
                    Home
                      LandmarkList
                """)
    }

    @Test func anOpenedLinkHoldsNoFeatureOnceTheUserSignsOut() async throws {
        let launched = try LaunchedApp(restoring: .demo)
        let detector = LeakDetector.reportingTestFailures(gracePeriod: .milliseconds(20))
        try #require(launched.root as? RootRouter).leakDetector = detector
        let task = Outcome().subscribe(.landmark(Self.craterLake), on: launched)
        await task.value
        let tracker = LeakTracker()
        tracker.track(subtreeOf: try #require(launched.root.children.first))

        await launched.send(.logout)
        await detector.waitForPendingChecks()

        await tracker.expectAllReleased(within: .zero)
    }

    @Test func aCancelledLinkDoesNotOpenAfterSignIn() async throws {
        let launched = try LaunchedApp(input: ["landmarks"])
        let outcome = Outcome()
        let task = outcome.subscribe(.featured, on: launched)
        await Task.yield()

        task.cancel()
        await task.value
        await launched.send(.login(userName: "demo"))

        #expect(outcome.opened == [])
        #expect(outcome.errors == [])
        #expect(launched.terminal.output == ["Signed in as Demo Explorer (demo)."])
    }
}
