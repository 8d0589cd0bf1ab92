extension LandmarkService {
    /// A service whose every endpoint stops the program, naming the endpoint.
    ///
    /// Use it where no landmark call is expected: a call that should not happen fails loudly instead of returning
    /// made-up data.
    public static var unimplemented: LandmarkService {
        LandmarkService(
            fetchLandmarks: { LandmarksServices.unimplemented("LandmarkService.fetchLandmarks") },
            fetchLandmark: { _ in LandmarksServices.unimplemented("LandmarkService.fetchLandmark") }
        )
    }
}
