import Testing

@testable import HomeFeature
@testable import LandmarksServices
@testable import LandmarksUI

@MainActor
@Suite struct FeaturedFeatureTests {
    @Test func listsTheFeaturedLandmarks() async throws {
        let parent = try SignedInServices()
        let host = FeatureHost(listener: FeaturedListenerSpy())
        host.attach(FeaturedBuilder(dependency: parent.featured).build(withListener: host.listener))

        await host.send(.featured)

        let expected = Landmark.samples.filter(\.isFeatured)
        #expect(!expected.isEmpty)
        #expect(host.terminal.output == LandmarkTable.lines(expected))
        #expect(parent.analytics.events.map(\.name) == ["featured_listed"])
    }
}
