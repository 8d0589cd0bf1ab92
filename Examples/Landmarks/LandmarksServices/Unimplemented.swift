/// Stops the program because a service variant built with `.unimplemented` was called.
///
/// Every `.unimplemented` endpoint in this module goes through this one function, so how such a call is reported can
/// change in one place.
///
/// - Parameter endpoint: The endpoint that was called, as `Type.member`, such as `LandmarkService.fetchLandmarks`.
func unimplemented(_ endpoint: String) -> Never {
    fatalError(
        "\(endpoint) is unimplemented: it was called on an .unimplemented service. "
            + "Give this code a .live, .mock or .preview variant, or a test double that implements \(endpoint).")
}
