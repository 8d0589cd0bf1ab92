import Testing

@testable import HomeFeature
@testable import LandmarksServices
@testable import LandmarksUI

@MainActor
@Suite struct ProfileFeatureTests {
    @Test func showsTheUserTheirFavouritesAndWhatTheyViewed() async throws {
        let crater = try #require(Landmark.ID("crater-lake"))
        let denali = try #require(Landmark.ID("denali"))
        let parent = try SignedInServices(favourites: .inMemory([crater]))
        parent.viewingHistory.record(denali)
        parent.viewingHistory.record(crater)
        let host = FeatureHost(listener: ProfileListenerSpy())
        host.attach(ProfileBuilder(dependency: parent.profile).build(withListener: host.listener))

        await host.send(.profile)

        #expect(
            host.terminal.output == [
                "Demo Explorer (demo)", "Favourites: 1", "Viewed this session: denali, crater-lake",
            ])
        #expect(parent.analytics.events.map(\.name) == ["profile_viewed"])
    }

    @Test func showsEachLandmarkOnceInTheOrderLastViewed() throws {
        let history = ViewingHistory()
        let crater = try #require(Landmark.ID("crater-lake"))
        let denali = try #require(Landmark.ID("denali"))
        history.record(crater)
        history.record(denali)
        history.record(crater)
        #expect(history.viewedIDs == [denali, crater])
    }
}
