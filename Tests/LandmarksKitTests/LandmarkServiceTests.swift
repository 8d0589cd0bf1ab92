import Foundation
import GraftTestSupport
import LandmarksServices
import Testing

@Suite struct LandmarkServiceTests {
    private let craterLake = Landmark.ID("crater-lake")!

    @Test func liveFindsOneLandmarkByID() async throws {
        let service = LandmarkService.live(client: .bundled, baseURL: NetworkClient.bundledBaseURL)
        let landmark = try await service.fetchLandmark(craterLake)
        #expect(landmark?.name == "Crater Lake")
    }

    @Test func liveNeverReturnsAnInvalidRecord() async throws {
        let service = LandmarkService.live(client: .bundled, baseURL: NetworkClient.bundledBaseURL)
        #expect(try await service.fetchLandmark(#require(Landmark.ID("lost-lake"))) == nil)
    }

    @Test func liveReportsAnAPIWithoutTheListAsNotFound() async throws {
        try await withTemporaryDirectory { emptyRoot async throws in
            let base = URL(string: "https://example.invalid/")!
            let service = LandmarkService.live(client: .fileBacked(root: emptyRoot), baseURL: base)
            await #expect(throws: NetworkError.notFound(base.appending(path: "v1/landmarks.json"))) {
                try await service.fetchLandmarks()
            }
        }
    }

    @Test func mockAnswersWithTheSamples() async throws {
        let service = LandmarkService.mock(latency: .milliseconds(1))
        #expect(try await service.fetchLandmarks() == LandmarkCatalog(landmarks: Landmark.samples))
        #expect(try await service.fetchLandmark(craterLake)?.name == "Crater Lake")
        #expect(try await service.fetchLandmark(#require(Landmark.ID("nowhere"))) == nil)
    }

    @Test func mockStoreGoesThroughLoading() async {
        let service = LandmarkService.mock(latency: .milliseconds(1))
        #expect(await service.store.loadingState == .idle)
        await service.store.load()
        #expect(await service.store.loadingState == .loaded)
        #expect(await service.store.landmarks == Landmark.samples)
    }

    @Test func previewAnswersWithTheSamples() async throws {
        let service = LandmarkService.preview
        #expect(try await service.fetchLandmarks().landmarks == Landmark.samples)
        #expect(try await service.fetchLandmark(craterLake)?.id == craterLake)
        await service.store.load()
        #expect(await service.store.featured == Landmark.samples.filter(\.isFeatured))
    }

    @Test func unimplementedFetchLandmarksStopsNamingTheEndpoint() async {
        let result = await retryingInterruptedSystemCalls {
            await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                _ = try await LandmarkService.unimplemented.fetchLandmarks()
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("LandmarkService.fetchLandmarks is unimplemented"))
    }

    @Test func unimplementedFetchLandmarkStopsNamingTheEndpoint() async {
        let result = await retryingInterruptedSystemCalls {
            await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                _ = try await LandmarkService.unimplemented.fetchLandmark(Landmark.ID("denali")!)
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("LandmarkService.fetchLandmark is unimplemented"))
    }
}
