public import Foundation

extension NetworkClient {
    /// Fetches a URL and decodes its JSON body, whatever the transport.
    ///
    /// A 404 becomes ``NetworkError/notFound(_:)``, any other status outside 200...299
    /// ``NetworkError/httpStatus(_:_:)``, and a body that does not decode ``NetworkError/undecodable(_:reason:)``.
    ///
    /// - Parameters:
    ///   - type: The type the body decodes to.
    ///   - url: The resource's absolute URL.
    /// - Returns: The decoded body.
    /// - Throws: ``NetworkError``, or `CancellationError` when the task is cancelled.
    public func get<Value: Decodable>(_ type: Value.Type, from url: URL) async throws -> Value {
        let request = NetworkRequest(method: "GET", url: url, headers: ["Accept": "application/json"])
        let response = try await send(request)
        switch response.statusCode {
        case 200...299: break
        case 404: throw NetworkError.notFound(url)
        default: throw NetworkError.httpStatus(response.statusCode, url)
        }
        do {
            return try JSONDecoder().decode(Value.self, from: response.body)
        } catch let error as DecodingError {
            throw NetworkError.undecodable(url, reason: error.summary)
        }
    }
}
