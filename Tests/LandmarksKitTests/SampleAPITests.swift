import Foundation
import LandmarksServices
import Testing

/// The sample API shipped as package resources, read through the same code as a real server.
@Suite struct SampleAPITests {
    private func bundledCatalog() async throws -> LandmarkCatalog {
        try await LandmarkService.live(client: .bundled, baseURL: NetworkClient.bundledBaseURL).fetchLandmarks()
    }

    @Test func hasAtLeastTwentyValidLandmarksInSeveralCategories() async throws {
        let catalog = try await bundledCatalog()
        #expect(catalog.landmarks.count >= 20)
        #expect(Set(catalog.landmarks.map(\.category)).count >= 5)
        #expect(Set(catalog.landmarks.map(\.id)).count == catalog.landmarks.count)
    }

    @Test func featuresSomeLandmarksButNotAll() async throws {
        let featured = try await bundledCatalog().landmarks.filter(\.isFeatured)
        let all = try await bundledCatalog().landmarks
        #expect(featured.count >= 3)
        #expect(featured.count < all.count)
    }

    @Test func dropsEachDeliberatelyInvalidRecord() async throws {
        let catalog = try await bundledCatalog()
        let reasons = catalog.droppedRecords.map(\.reason)
        #expect(catalog.droppedRecordCount == 5)
        #expect(reasons.contains(.invalidID("Old Faithful!")))
        #expect(reasons.contains(.missingField("name")))
        #expect(reasons.contains(.coordinatesOutOfRange(latitude: 123.4, longitude: -71)))
        #expect(reasons.contains(.unknownCategory("volcanoes")))
        #expect(reasons.contains { if case .undecodable = $0 { true } else { false } })
        let shownIDs = Set(catalog.landmarks.map(\.id.rawValue))
        #expect(shownIDs.isDisjoint(with: ["unnamed-peak", "lost-lake", "mount-st-helens", "half-dome"]))
    }

    @Test func includesTheWellKnownLandmarks() async throws {
        let catalog = try await bundledCatalog()
        let id = try #require(Landmark.ID("golden-gate-bridge"))
        let bridge = try #require(catalog.landmark(id: id))
        #expect(bridge.name == "Golden Gate Bridge")
        #expect(bridge.category == .bridges)
        #expect(bridge.isFeatured)
    }
}
