import Graft
import Testing

@testable import LandmarksKit

@MainActor
@Suite struct HomeFeatureTests {
    private func attachedHome() throws -> (FeatureHost, HomeRouting) {
        let host = FeatureHost()
        let home = HomeBuilder(dependency: try SignedInParent()).build(withListener: host.listener)
        host.attach(home)
        return (host, home)
    }

    @Test func startsOnTheLandmarkList() throws {
        let (_, home) = try attachedHome()
        #expect(home.children.map(\.name) == ["LandmarkList"])
    }

    @Test func bringsUpTheScreenEachCommandBelongsTo() async throws {
        let (host, home) = try attachedHome()
        let crater = try #require(Landmark.ID("crater-lake"))
        let screens: [(Command, [String])] = [
            (.profile, ["Profile"]),
            (.featured, ["Featured"]),
            (.favourites, ["Favourites"]),
            (.list(nil), ["LandmarkList"]),
            (.favourite(crater), ["Favourites"]),
            (.show(crater), ["LandmarkList", "LandmarkDetail"]),
            (.unfavourite(crater), ["Favourites"]),
        ]
        for (command, subtree) in screens {
            #expect(await host.send(command))
            #expect(home.subtree.dropFirst().map(\.name) == subtree, "after \(command)")
        }
        #expect(host.window.errorCount == 0)
    }

    @Test func releasesTheScreenItLeaves() async throws {
        let (host, home) = try attachedHome()
        weak let list = home.children.first
        #expect(list != nil)
        await host.send(.profile)
        #expect(list == nil)
    }

    @Test func leavesCommandsItDoesNotKnowUnhandled() async throws {
        let (host, _) = try attachedHome()
        #expect(await host.send(.logout) == false)
        #expect(host.terminal.output.isEmpty)
    }
}
