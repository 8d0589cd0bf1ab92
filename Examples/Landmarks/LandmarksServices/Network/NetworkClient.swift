/// Sends requests and returns responses: the app's one transport, injected like any other service.
///
/// The client only moves bytes. Building requests, checking status codes and decoding happen above it, in
/// ``get(_:from:)``, so every service behaves the same whichever transport it is given:
///
/// - ``live(session:)`` speaks HTTP and HTTPS through `URLSession`.
/// - ``fileBacked(root:)`` serves URL paths from a folder, and ``bundled`` from the sample API shipped with the
///   package, so the app runs with no server and no network.
/// - ``unimplemented`` stops the program when anything is sent.
///
/// A transport throws ``NetworkError`` when it cannot get a response at all; a response with any status code is
/// returned, not thrown.
public struct NetworkClient: Sendable {
    /// Sends one request and returns the response, whatever its status code.
    public let send: @Sendable (NetworkRequest) async throws -> NetworkResponse

    /// Creates a client from its transport.
    ///
    /// - Parameter send: Sends one request and returns the response, or throws ``NetworkError`` when there is none.
    public init(send: @escaping @Sendable (NetworkRequest) async throws -> NetworkResponse) {
        self.send = send
    }

    /// A client that stops the program when a request is sent, naming ``send``.
    public static var unimplemented: NetworkClient {
        NetworkClient { _ in LandmarksServices.unimplemented("NetworkClient.send") }
    }
}
