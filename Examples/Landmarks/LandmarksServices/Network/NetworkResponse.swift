public import Foundation

/// What a network client received: the status code and the body.
public struct NetworkResponse: Hashable, Sendable {
    /// The HTTP status code, such as 200 or 404.
    public var statusCode: Int
    /// The response body.
    public var body: Data

    /// Creates a response.
    ///
    /// - Parameters:
    ///   - statusCode: The HTTP status code.
    ///   - body: The response body.
    public init(statusCode: Int, body: Data) {
        self.statusCode = statusCode
        self.body = body
    }
}
