public import Foundation

/// A request for a network client to send.
public struct NetworkRequest: Hashable, Sendable {
    /// The HTTP method, such as `GET`.
    public var method: String
    /// The resource's absolute URL.
    public var url: URL
    /// Header fields to send, by name.
    public var headers: [String: String]

    /// Creates a request.
    ///
    /// - Parameters:
    ///   - method: The HTTP method.
    ///   - url: The resource's absolute URL.
    ///   - headers: Header fields to send, by name.
    public init(method: String = "GET", url: URL, headers: [String: String] = [:]) {
        self.method = method
        self.url = url
        self.headers = headers
    }
}
