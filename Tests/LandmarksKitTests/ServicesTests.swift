import Foundation
import LandmarksKit
import Testing

@Suite struct ServicesTests {
    @Test func liveRunsOnTheBundledSampleAPIAndTheDataDirectory() async throws {
        try await withTemporaryDirectory { dataDirectory async throws in
            let services = Services.live(dataDirectory: dataDirectory)
            await services.landmarks.store.load()
            #expect(await services.landmarks.store.landmarks.count >= 20)
            try services.favourites.load()
            try services.favourites.add(#require(Landmark.ID("denali")))
            services.analytics.track("favourite_added", properties: ["id": "denali"])
            #expect(try fileNames(in: dataDirectory) == ["analytics.log", FavouritesStorage.fileName])
            #expect(try await services.auth.signIn("demo", "landmarks").userName == "demo")
        }
    }

    @Test func mockRecordsAnalyticsAndKeepsFavouritesInMemory() throws {
        let services = Services.mock
        let recording = try #require(services.analytics as? RecordingAnalyticsService)
        services.analytics.track("opened")
        #expect(recording.events.map(\.name) == ["opened"])
        try services.favourites.load()
        #expect(services.favourites.ids.isEmpty)
    }

    @Test func previewStartsSignedInWithTheFeaturedSamplesAsFavourites() async throws {
        let services = Services.preview
        #expect(await services.auth.currentSession() != nil)
        try services.favourites.load()
        #expect(services.favourites.ids == Landmark.samples.filter(\.isFeatured).map(\.id))
        #expect(services.analytics is NoOpAnalyticsService)
    }

    @Test func unimplementedStopsWhenTheNetworkIsUsed() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = try await Services.unimplemented.networkClient.send(
                NetworkRequest(url: URL(string: "https://example.invalid/")!))
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("NetworkClient.send is unimplemented"))
    }
}
