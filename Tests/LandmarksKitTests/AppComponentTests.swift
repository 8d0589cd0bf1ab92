import Foundation
import GraftTesting
import Synchronization
import Testing

@testable import LandmarksKit
@testable import LandmarksServices

@Suite struct AppComponentTests {
    /// The members the component has made so far.
    private func madeServices(_ app: AppComponent) -> Set<String> {
        Set(app.sharedInstances.map(\.member))
    }

    @Test func makesEachServiceOnItsFirstReadAndNoOtherService() {
        let app = AppComponent(services: .preview)
        #expect(madeServices(app).isEmpty)

        _ = app.authService
        #expect(madeServices(app) == ["authService"])

        let store = app.landmarkService.store
        #expect(app.landmarkService.store === store)
        #expect(app.favouritesStore === app.favouritesStore)
        #expect(madeServices(app) == ["authService", "landmarkService", "favouritesStore"])
    }

    @MainActor
    @Test func aTreeLaunchedSignedOutNeverMakesTheLandmarkServiceOrTouchesFavourites() {
        let app = AppComponent(services: .mock)
        let root = RootBuilder(dependency: app).build(restoring: nil)

        root.launch(from: FakeWindow())

        expectTree(root, matches: "Root\n  LoggedOut")
        #expect(!madeServices(app).isEmpty)
        #expect(madeServices(app).isDisjoint(with: ["networkClient", "landmarkService", "favouritesStore"]))
    }

    @Test func givesEachComponentItsOwnServices() {
        let first = AppComponent(services: .preview)
        let second = AppComponent(services: .preview)
        #expect(first.favouritesStore !== second.favouritesStore)
        #expect(first.landmarkService.store !== second.landmarkService.store)
    }

    @Test func liveKeepsFavouritesAndAnalyticsInTheDataDirectoryOnlyOnceTheyAreUsed() async throws {
        try await withTemporaryDirectory { dataDirectory async throws in
            let app = AppComponent(services: .live(dataDirectory: dataDirectory))
            #expect(try await app.authService.signIn("demo", "landmarks").userName == "demo")
            await app.landmarkService.store.load()
            #expect(await app.landmarkService.store.landmarks.count >= 20)
            #expect(try fileNames(in: dataDirectory).isEmpty)

            try app.favouritesStore.load()
            try app.favouritesStore.add(#require(Landmark.ID("denali")))
            app.analyticsService.track("favourite_added", properties: ["id": "denali"])
            #expect(try fileNames(in: dataDirectory) == ["analytics.log", FavouritesStorage.fileName])
        }
    }

    @Test func liveFetchesThroughTheClientAndFromTheBaseURLItIsGiven() async throws {
        let requested = Mutex<[URL]>([])
        let client = NetworkClient { request in
            requested.withLock { $0.append(request.url) }
            return try await NetworkClient.bundled.send(
                NetworkRequest(url: NetworkClient.bundledBaseURL.appending(path: "v1/landmarks.json")))
        }
        let baseURL = try #require(URL(string: "https://landmarks.example/api/"))
        try await withTemporaryDirectory { dataDirectory async throws in
            let app = AppComponent(
                services: .live(networkClient: client, baseURL: baseURL, dataDirectory: dataDirectory))
            await app.landmarkService.store.load()
            #expect(await app.landmarkService.store.landmarks.count >= 20)
        }
        #expect(requested.withLock { $0 } == [baseURL.appending(path: "v1/landmarks.json")])
    }

    @Test func mockRecordsAnalyticsAndKeepsFavouritesInMemory() throws {
        let app = AppComponent(services: .mock)
        let recording = try #require(app.analyticsService as? RecordingAnalyticsService)
        app.analyticsService.track("opened")
        #expect(recording.events.map(\.name) == ["opened"])
        try app.favouritesStore.load()
        #expect(app.favouritesStore.ids.isEmpty)
    }

    @Test func everyServiceSetOffersTheLandmarksOfTheLiveServices() async throws {
        try await withTemporaryDirectory { dataDirectory async throws in
            let live = try await AppComponent(services: .live(dataDirectory: dataDirectory)).landmarkService
                .fetchLandmarks().landmarks
            #expect(live.contains { $0.id.rawValue == "taj-mahal" })
            for variant in [ServiceVariant.mock, .preview] {
                let service = AppComponent(services: variant).landmarkService
                #expect(try await service.fetchLandmarks().landmarks == live, "\(variant)")
            }
        }
    }

    @Test func previewStartsSignedInWithTheFeaturedSamplesAsFavourites() async throws {
        let app = AppComponent(services: .preview)
        #expect(await app.authService.currentSession() != nil)
        try app.favouritesStore.load()
        #expect(app.favouritesStore.ids == Landmark.samples.filter(\.isFeatured).map(\.id))
        #expect(app.analyticsService is NoOpAnalyticsService)
    }
}
