public import Observation

/// The landmarks the app shows, observable, owned by one ``LandmarkService``.
///
/// The store is the app's view model for landmarks: it holds the loaded list and what is derived from it (the
/// featured list, the per-category lists) and the ``LoadingState``. Only ``load()`` changes it, so every screen
/// reading the store sees the same data.
@Observable
@MainActor
public final class LandmarkStore {
    /// The valid landmarks from the last successful load, in API order.
    public private(set) var landmarks: [Landmark] = []
    /// Where the store is in loading.
    public private(set) var loadingState: LoadingState = .idle
    /// How many API records the last successful load dropped as invalid.
    public private(set) var droppedRecordCount = 0

    @ObservationIgnored private let fetchLandmarks: @Sendable () async throws -> LandmarkCatalog

    // Nonisolated so services, which are built off the main actor (in `shared` factories), can create their store.
    nonisolated init(fetchLandmarks: @escaping @Sendable () async throws -> LandmarkCatalog) {
        self.fetchLandmarks = fetchLandmarks
    }

    /// The landmarks marked as featured.
    public var featured: [Landmark] {
        landmarks.filter(\.isFeatured)
    }

    /// Returns the landmarks in one category.
    ///
    /// - Parameter category: The category to list.
    /// - Returns: The landmarks in `category`, in API order.
    public func landmarks(in category: Landmark.Category) -> [Landmark] {
        landmarks.filter { $0.category == category }
    }

    /// Returns the landmark with an id.
    ///
    /// - Parameter id: The landmark's slug.
    /// - Returns: The landmark, or `nil` when no loaded landmark has that id.
    public func landmark(id: Landmark.ID) -> Landmark? {
        landmarks.first { $0.id == id }
    }

    /// Fetches the landmarks and publishes them.
    ///
    /// The state is ``LoadingState/loading`` while the request is in flight, then ``LoadingState/loaded`` or
    /// ``LoadingState/failed(message:)``. A failed load keeps the landmarks from the last successful one, so a
    /// screen can go on showing them next to the error. A cancelled load puts the state back as it was.
    public func load() async {
        let previousState = loadingState
        loadingState = .loading
        do {
            let catalog = try await fetchLandmarks()
            landmarks = catalog.landmarks
            droppedRecordCount = catalog.droppedRecordCount
            loadingState = .loaded
        } catch is CancellationError {
            loadingState = previousState
        } catch {
            loadingState = .failed(message: String(describing: error))
        }
    }
}
