import Foundation
import GraftTesting
import LandmarksKit
import Synchronization
import Testing

@Suite struct AppComponentTests {
    /// Counts how many times the component made its services.
    private final class Factory: Sendable {
        private let calls = Mutex(0)

        var callCount: Int { calls.withLock { $0 } }

        func make() -> Services {
            calls.withLock { $0 += 1 }
            return .preview
        }
    }

    @Test func makesItsServicesOnceAndOnlyWhenFirstUsed() {
        let factory = Factory()
        let app = AppComponent { factory.make() }
        #expect(factory.callCount == 0)
        let first = app.landmarkService.store
        let second = app.landmarkService.store
        #expect(first === second)
        #expect(app.favouritesStore === app.services.favourites)
        #expect(factory.callCount == 1)
    }

    @Test func givesEachComponentItsOwnServices() {
        let first = AppComponent { .preview }
        let second = AppComponent { .preview }
        #expect(first.favouritesStore !== second.favouritesStore)
    }

    @Test func handsOutTheServicesItWasGiven() async throws {
        let recording = RecordingAnalyticsService()
        let services = Services(
            networkClient: .bundled, auth: .live(), landmarks: .preview, analytics: recording,
            favourites: FavouritesStore(storage: .inMemory()))
        let app = AppComponent { services }
        app.analyticsService.track("opened")
        #expect(recording.events.map(\.name) == ["opened"])
        #expect(try await app.authService.signIn("demo", "landmarks").userName == "demo")
        let response = try await app.networkClient.send(
            NetworkRequest(url: NetworkClient.bundledBaseURL.appending(path: "v1/landmarks.json")))
        #expect(response.statusCode == 200)
    }
}
