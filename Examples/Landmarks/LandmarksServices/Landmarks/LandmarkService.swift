/// Fetches landmarks: a struct of closures, one per endpoint, plus the store the app observes.
///
/// Each variant is a value of this one type with different closures: ``live(client:baseURL:)`` calls an API,
/// ``mock`` answers from memory after a simulated delay, ``preview`` answers from memory at once, and
/// ``unimplemented`` stops the program naming the endpoint that was called.
///
/// ```swift
/// let service = LandmarkService.live(client: .bundled, baseURL: NetworkClient.bundledBaseURL)
/// await service.store.load()
/// print(service.store.featured.map(\.name))
/// ```
public struct LandmarkService: Sendable {
    /// The observable landmarks this service loads; its ``LandmarkStore/load()`` calls ``fetchLandmarks``.
    public let store: LandmarkStore
    /// Fetches every landmark, validated, with a count of the records that were dropped.
    public let fetchLandmarks: @Sendable () async throws -> LandmarkCatalog
    /// Fetches one landmark by id; `nil` when there is none with that id.
    public let fetchLandmark: @Sendable (Landmark.ID) async throws -> Landmark?

    /// Creates a service from its endpoints, with a new store that loads through `fetchLandmarks`.
    ///
    /// - Parameters:
    ///   - fetchLandmarks: Fetches every landmark.
    ///   - fetchLandmark: Fetches one landmark by id.
    public init(
        fetchLandmarks: @escaping @Sendable () async throws -> LandmarkCatalog,
        fetchLandmark: @escaping @Sendable (Landmark.ID) async throws -> Landmark?
    ) {
        self.store = LandmarkStore(fetchLandmarks: fetchLandmarks)
        self.fetchLandmarks = fetchLandmarks
        self.fetchLandmark = fetchLandmark
    }
}
