import Foundation
import LandmarksServices
import Testing

@Suite struct FileBackedNetworkClientTests {
    private let base = URL(string: "https://example.invalid/")!

    @Test func servesAFileByItsURLPath() async throws {
        let response = try await NetworkClient.bundled.send(
            NetworkRequest(url: base.appending(path: "v1/landmarks.json")))
        let file = try Data(contentsOf: NetworkClient.sampleAPIRoot.appending(path: "v1/landmarks.json"))
        #expect(response.statusCode == 200)
        #expect(response.body == file)
    }

    @Test(arguments: ["v1/missing.json", "v1", "v1/../v1/landmarks.json", ""])
    func answersNotFoundOutsideTheFiles(_ path: String) async throws {
        let url = URL(string: "https://example.invalid/\(path)")!
        let response = try await NetworkClient.bundled.send(NetworkRequest(url: url))
        #expect(response.statusCode == 404)
    }

    @Test func answersMethodNotAllowedToAnythingButGet() async throws {
        let request = NetworkRequest(method: "POST", url: base.appending(path: "v1/landmarks.json"))
        #expect(try await NetworkClient.bundled.send(request).statusCode == 405)
    }

    @Test func servesAnyFolder() async throws {
        try await withTemporaryDirectory { root async throws in
            try FileManager.default.createDirectory(at: root.appending(path: "v1"), withIntermediateDirectories: true)
            try Data(#"{"landmarks": []}"#.utf8).write(to: root.appending(path: "v1/landmarks.json"))
            let catalog = try await LandmarkService.live(client: .fileBacked(root: root), baseURL: base)
                .fetchLandmarks()
            #expect(catalog.landmarks.isEmpty)
            #expect(catalog.droppedRecordCount == 0)
        }
    }
}
