import Foundation
import GraftTesting
import LandmarksServices
import Synchronization
import Testing

@MainActor
@Suite struct LandmarkStoreTests {
    private struct Failure: Error, CustomStringConvertible {
        var description: String { "the server is down" }
    }

    private func service(_ fetch: @escaping @Sendable () async throws -> LandmarkCatalog) -> LandmarkService {
        LandmarkService(fetchLandmarks: fetch, fetchLandmark: { _ in nil })
    }

    @Test func startsIdleAndEmpty() {
        let store = service { LandmarkCatalog(landmarks: Landmark.samples) }.store
        #expect(store.loadingState == .idle)
        #expect(store.landmarks.isEmpty)
        #expect(store.featured.isEmpty)
    }

    @Test func loadsThroughFetchLandmarksOnly() async {
        let calls = CallRecorder<String>()
        let service = LandmarkService(
            fetchLandmarks: {
                calls.record("fetchLandmarks")
                return LandmarkCatalog(landmarks: Landmark.samples)
            },
            fetchLandmark: unimplemented("LandmarkService.fetchLandmark")
        )

        await service.store.load()

        calls.expect(["fetchLandmarks"])
        #expect(service.store.landmarks == Landmark.samples)
        #expect(service.store.loadingState == .loaded)
    }

    @Test func publishesWhatItLoaded() async throws {
        let dropped = [DroppedRecord(position: 6, reason: .missingField("name"))]
        // Every sample but the canyons, so one category is empty.
        let landmarks = Landmark.samples.filter { $0.category != .canyons }
        let store = service { LandmarkCatalog(landmarks: landmarks, droppedRecords: dropped) }.store
        await store.load()
        #expect(store.loadingState == .loaded)
        #expect(store.landmarks == landmarks)
        #expect(store.droppedRecordCount == 1)
        #expect(
            store.featured.map(\.id.rawValue) == [
                "golden-gate-bridge", "crater-lake", "denali", "mount-fuji", "statue-of-liberty", "taj-mahal",
                "iguazu-falls",
            ])
        #expect(
            store.landmarks(in: .lakes).map(\.id.rawValue) == [
                "crater-lake", "lake-tahoe", "lake-baikal", "moraine-lake",
            ])
        #expect(store.landmarks(in: .canyons).isEmpty)
        #expect(store.landmark(id: try #require(Landmark.ID("mount-rainier")))?.name == "Mount Rainier")
        #expect(store.landmark(id: try #require(Landmark.ID("atlantis"))) == nil)
    }

    @Test func isLoadingWhileTheRequestIsInFlight() async {
        let (gate, opener) = AsyncStream<Void>.makeStream()
        let (requests, requestSent) = AsyncStream<Void>.makeStream()
        let store = service {
            requestSent.yield()
            for await _ in gate { break }
            return LandmarkCatalog(landmarks: Landmark.samples)
        }.store
        let loading = Task { await store.load() }
        // The request is in flight once the service is called.
        for await _ in requests { break }
        #expect(store.loadingState.isLoading)
        opener.yield()
        await loading.value
        #expect(store.loadingState == .loaded)
    }

    @Test func reportsAFailureAsOneLine() async {
        let store = service { throw Failure() }.store
        await store.load()
        #expect(store.loadingState == .failed(message: "the server is down"))
        #expect(store.loadingState.failureMessage == "the server is down")
        #expect(store.landmarks.isEmpty)
    }

    @Test func keepsTheLastLandmarksWhenAReloadFails() async {
        let attempts = Attempts()
        let store = service {
            guard attempts.next() == 1 else { throw Failure() }
            return LandmarkCatalog(landmarks: Landmark.samples)
        }.store
        await store.load()
        await store.load()
        #expect(store.loadingState == .failed(message: "the server is down"))
        #expect(store.landmarks == Landmark.samples)
    }

    @Test func putsTheStateBackWhenCancelled() async {
        let store = service { throw CancellationError() }.store
        await store.load()
        #expect(store.loadingState == .idle)
    }
}

/// Counts calls from any thread.
private final class Attempts: Sendable {
    private let count = Mutex(0)

    func next() -> Int {
        count.withLock {
            $0 += 1
            return $0
        }
    }
}
