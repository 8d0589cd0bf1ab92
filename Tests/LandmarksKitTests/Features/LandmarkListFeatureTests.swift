import GraftTesting
import Testing

@testable import LandmarkListFeature
@testable import LandmarksServices
@testable import LandmarksUI

@MainActor
@Suite struct LandmarkListFeatureTests {
    private func attachedList(
        landmarks: LandmarkService = .preview
    ) throws -> (
        FeatureHost<LandmarkListListenerSpy>, SignedInServices, LandmarkListRouting
    ) {
        let parent = try SignedInServices(landmarks: landmarks)
        let host = FeatureHost(listener: LandmarkListListenerSpy())
        let list = LandmarkListBuilder(dependency: parent.landmarkList).build(withListener: host.listener)
        host.attach(list)
        return (host, parent, list)
    }

    private func ids(in lines: [String]) -> [String] {
        lines.map { String($0.prefix { $0 != " " }) }
    }

    @Test func listsEveryLandmarkOnePerLineStartingWithItsID() async throws {
        let (host, _, _) = try attachedList()
        await host.send(.list(nil))
        #expect(ids(in: host.terminal.output) == Landmark.samples.map(\.id.rawValue))
    }

    @Test func listsOneCategory() async throws {
        let (host, parent, _) = try attachedList()
        await host.send(.list(.lakes))
        #expect(ids(in: host.terminal.output) == ["crater-lake", "lake-tahoe", "lake-baikal", "moraine-lake"])
        #expect(parent.analytics.events == [AnalyticsEvent("landmarks_listed", properties: ["category": "lakes"])])
    }

    @Test func explainsAnEmptyCategoryOffStandardOutput() async throws {
        let withoutCanyons = LandmarkCatalog(landmarks: Landmark.samples.filter { $0.category != .canyons })
        let (host, _, _) = try attachedList(
            landmarks: LandmarkService(
                fetchLandmarks: { withoutCanyons }, fetchLandmark: { withoutCanyons.landmark(id: $0) }))
        await host.send(.list(.canyons))
        #expect(host.terminal.output.isEmpty)
        #expect(host.terminal.diagnostics == ["note: no landmarks in canyons"])
        #expect(host.window.errorCount == 0)
    }

    @Test func showsALandmarksDetailAndRecordsTheView() async throws {
        let (host, parent, list) = try attachedList()
        let crater = try #require(Landmark.ID("crater-lake"))
        await host.send(.show(crater))
        expectTree(
            list,
            matches: """
                LandmarkList
                  LandmarkDetail
                """)
        #expect(host.terminal.output.first == "crater-lake: Crater Lake")
        #expect(host.terminal.output.contains("Favourite: no"))
        #expect(parent.viewingHistory.viewedIDs == [crater])
        #expect(parent.analytics.events == [AnalyticsEvent("landmark_viewed", properties: ["id": "crater-lake"])])
    }

    @Test func listingAgainClosesTheDetail() async throws {
        let (host, _, list) = try attachedList()
        await host.send(.show(try #require(Landmark.ID("crater-lake"))))
        let tracker = LeakTracker()
        tracker.track(subtreeOf: try #require(list.children.first))

        await host.send(.list(nil))

        expectTree(list, matches: "LandmarkList")
        await tracker.expectAllReleased(within: .zero)
    }

    @Test func reportsAnUnknownID() async throws {
        let (host, _, list) = try attachedList()
        await host.send(.show(try #require(Landmark.ID("atlantis"))))
        expectTree(list, matches: "LandmarkList")
        #expect(host.terminal.diagnostics == ["error: no landmark has the id \"atlantis\"; list shows every id"])
    }

    @Test func reportsALoadFailureAndTriesAgainNextTime() async throws {
        let failing = LandmarkService(
            fetchLandmarks: { throw NetworkError.httpStatus(503, NetworkClient.bundledBaseURL) },
            fetchLandmark: { _ in nil })
        let (host, _, _) = try attachedList(landmarks: failing)
        await host.send(.list(nil))
        await host.send(.list(nil))
        #expect(host.terminal.output.isEmpty)
        #expect(
            host.terminal.diagnostics
                == Array(repeating: "error: https://sample-api.invalid/ answered HTTP 503", count: 2))
    }
}
