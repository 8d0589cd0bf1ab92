extension LandmarkService {
    /// A service that answers from ``Landmark/samples`` after a short simulated delay, to see loading states.
    public static var mock: LandmarkService {
        mock(latency: .milliseconds(300))
    }

    /// A service that answers from ``Landmark/samples`` after a given delay.
    ///
    /// - Parameter latency: How long each request takes.
    /// - Returns: The service, with a store that has not loaded yet.
    public static func mock(latency: Duration) -> LandmarkService {
        let catalog = LandmarkCatalog(landmarks: Landmark.samples)
        return LandmarkService(
            fetchLandmarks: {
                try await Task.sleep(for: latency)
                return catalog
            },
            fetchLandmark: { id in
                try await Task.sleep(for: latency)
                return catalog.landmark(id: id)
            }
        )
    }

    /// A service that answers from ``Landmark/samples`` at once, with no delay.
    ///
    /// Its store still starts ``LoadingState/idle``, like every store, and loads on the first
    /// ``LandmarkStore/load()``, which completes without suspending for long.
    public static var preview: LandmarkService {
        let catalog = LandmarkCatalog(landmarks: Landmark.samples)
        return LandmarkService(
            fetchLandmarks: { catalog },
            fetchLandmark: { id in catalog.landmark(id: id) }
        )
    }
}
