/// The error an unimplemented endpoint throws after reporting the call as a test failure.
///
/// The failure is what makes the test fail; the error only stops the code under test from going on with made-up
/// data, the way an endpoint that fails would.
public struct UnimplementedEndpointError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The endpoint that was called, as `Type.member`, such as `LandmarkService.fetchLandmarks`.
    public let endpoint: String

    /// Creates the error for a call to `endpoint`.
    ///
    /// - Parameter endpoint: The endpoint that was called, as `Type.member`.
    public init(endpoint: String) {
        self.endpoint = endpoint
    }

    /// What went wrong and how to fix it, naming the endpoint.
    ///
    /// For example: `LandmarkService.fetchLandmarks is unimplemented: this test called it without providing an
    /// implementation. Override it in the test's dependencies.`
    public var description: String {
        "\(endpoint) is unimplemented: this test called it without providing an implementation. "
            + "Override it in the test's dependencies."
    }
}
