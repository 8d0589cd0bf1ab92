import Foundation
import LandmarksServices
import Testing

/// The URLSession client against a real HTTP server on loopback, started by each test.
@Suite struct LiveNetworkClientTests {
    @Test func loadsTheSameLandmarksAsTheFileBackedClient() async throws {
        let server = try LoopbackHTTPServer.serving(NetworkClient.sampleAPIRoot)
        defer { server.stop() }
        let overHTTP = try await LandmarkService.live(client: .live(), baseURL: server.baseURL).fetchLandmarks()
        let fromFiles = try await LandmarkService.live(client: .bundled, baseURL: NetworkClient.bundledBaseURL)
            .fetchLandmarks()
        #expect(overHTTP == fromFiles)
        #expect(overHTTP.landmarks.count >= 20)
        #expect(server.receivedRequestLines == ["GET /v1/landmarks.json HTTP/1.1"])
    }

    @Test func loadsIntoTheStoreOverHTTP() async throws {
        let server = try LoopbackHTTPServer.serving(NetworkClient.sampleAPIRoot)
        defer { server.stop() }
        let service = LandmarkService.live(client: .live(), baseURL: server.baseURL)
        await service.store.load()
        #expect(await service.store.loadingState == .loaded)
        #expect(await service.store.droppedRecordCount == 5)
        #expect(await !service.store.featured.isEmpty)
    }

    @Test func reportsAMissingResourceAsNotFound() async throws {
        let server = try LoopbackHTTPServer.serving(NetworkClient.sampleAPIRoot)
        defer { server.stop() }
        let url = server.baseURL.appending(path: "v2/landmarks.json")
        await #expect(throws: NetworkError.notFound(url)) {
            try await NetworkClient.live().get([String: String].self, from: url)
        }
    }

    @Test func reportsAServerErrorWithItsStatus() async throws {
        let server = try LoopbackHTTPServer { _, _ in .init(status: 503, body: Data()) }
        defer { server.stop() }
        let service = LandmarkService.live(client: .live(), baseURL: server.baseURL)
        await #expect(throws: NetworkError.httpStatus(503, server.baseURL.appending(path: "v1/landmarks.json"))) {
            try await service.fetchLandmarks()
        }
    }

    @Test func reportsAClosedPortAsUnreachable() async throws {
        let baseURL = URL(string: "http://127.0.0.1:\(try LoopbackHTTPServer.closedPort())/")!
        let service = LandmarkService.live(client: .live(), baseURL: baseURL)
        let error = await #expect(throws: NetworkError.self) { try await service.fetchLandmarks() }
        let listURL = baseURL.appending(path: "v1/landmarks.json")
        #expect(error == .unreachable(listURL, reason: "connection refused"))
        #expect(error?.description == "cannot reach \(listURL.absoluteString): connection refused")
    }

    @Test func refusesFileURLs() async {
        let url = NetworkClient.sampleAPIRoot.appending(path: "v1/landmarks.json")
        await #expect(throws: NetworkError.unsupportedScheme(url)) {
            try await NetworkClient.live().send(NetworkRequest(url: url))
        }
    }
}
