import GraftTesting
import Testing

@testable import HomeFeature
@testable import LandmarksServices
@testable import LandmarksUI

@MainActor
@Suite struct HomeFeatureTests {
    private func attachedHome() throws -> (FeatureHost<HomeListenerSpy>, HomeRouting) {
        let host = FeatureHost(listener: HomeListenerSpy())
        let home = HomeBuilder(dependency: try SignedInServices().home).build(withListener: host.listener)
        host.attach(home)
        return (host, home)
    }

    @Test func startsOnTheLandmarkList() throws {
        let listener = HomeListenerSpy()
        let home = HomeBuilder(dependency: try SignedInServices().home).build(withListener: listener)

        RoutingSpy(name: "LoggedIn").attachChild(home)

        expectActive(home.interactable)
        expectTree(
            home,
            matches: """
                Home
                  LandmarkList
                """)
    }

    @Test func bringsUpTheScreenEachCommandBelongsTo() async throws {
        let (host, home) = try attachedHome()
        let crater = try #require(Landmark.ID("crater-lake"))
        let screens: [(command: Command, tree: String)] = [
            (.profile, "Home\n  Profile"),
            (.featured, "Home\n  Featured"),
            (.favourites, "Home\n  Favourites"),
            (.list(nil), "Home\n  LandmarkList"),
            (.favourite(crater), "Home\n  Favourites"),
            (.show(crater), "Home\n  LandmarkList\n    LandmarkDetail"),
            (.unfavourite(crater), "Home\n  Favourites"),
        ]
        for (command, tree) in screens {
            #expect(await host.send(command), "no view handled \(command)")
            expectTree(home, matches: tree)
        }
        #expect(host.window.errorCount == 0)
    }

    @Test func releasesTheScreenItLeaves() async throws {
        let (host, home) = try attachedHome()
        let tracker = LeakTracker()
        tracker.track(subtreeOf: try #require(home.children.first))

        await host.send(.profile)

        expectTree(
            home,
            matches: """
                Home
                  Profile
                """)
        await tracker.expectAllReleased(within: .zero)
    }

    @Test func leavesCommandsItDoesNotKnowUnhandled() async throws {
        let (host, _) = try attachedHome()
        #expect(await host.send(.logout) == false)
        #expect(host.terminal.output.isEmpty)
    }
}
