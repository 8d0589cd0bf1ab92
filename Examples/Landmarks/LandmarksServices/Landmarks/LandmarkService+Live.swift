public import Foundation

extension LandmarkService {
    /// The list endpoint's path, relative to the API's base URL.
    static let listPath = "v1/landmarks.json"

    /// A service that fetches landmarks from an API through a network client.
    ///
    /// It requests `v1/landmarks.json` under `baseURL` and validates every record, so the same code serves a real
    /// server (``NetworkClient/live(session:)``) and the sample API shipped with the package
    /// (``NetworkClient/bundled``). The API has no per-landmark endpoint, so ``fetchLandmark`` fetches the list and
    /// picks the landmark from it.
    ///
    /// - Parameters:
    ///   - client: The transport that sends the requests.
    ///   - baseURL: The API's root, such as `http://127.0.0.1:8080/`.
    /// - Returns: The service, with a store that has not loaded yet.
    public static func live(client: NetworkClient, baseURL: URL) -> LandmarkService {
        let listURL = baseURL.appending(path: listPath)
        let fetchLandmarks: @Sendable () async throws -> LandmarkCatalog = {
            LandmarkCatalog(try await client.get(LandmarkListResponse.self, from: listURL))
        }
        return LandmarkService(
            fetchLandmarks: fetchLandmarks,
            fetchLandmark: { id in try await fetchLandmarks().landmark(id: id) }
        )
    }
}
