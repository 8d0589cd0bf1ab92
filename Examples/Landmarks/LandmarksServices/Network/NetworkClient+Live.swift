#if canImport(FoundationNetworking)
// On Linux, URLSession lives in FoundationNetworking; the public signature below needs it.
import Foundation
public import FoundationNetworking
#else
public import Foundation
#endif

extension NetworkClient {
    /// A client that sends requests over HTTP or HTTPS with `URLSession`.
    ///
    /// Any other scheme, `file` included, throws ``NetworkError/unsupportedScheme(_:)``: use ``fileBacked(root:)``
    /// for files. A failure to connect throws ``NetworkError/unreachable(_:reason:)``.
    ///
    /// - Parameter session: The session that sends the requests.
    /// - Returns: The client.
    public static func live(session: URLSession = .shared) -> NetworkClient {
        NetworkClient { request in
            guard let scheme = request.url.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
                throw NetworkError.unsupportedScheme(request.url)
            }
            var urlRequest = URLRequest(url: request.url)
            urlRequest.httpMethod = request.method
            for (name, value) in request.headers {
                urlRequest.setValue(value, forHTTPHeaderField: name)
            }
            let data: Data
            let response: URLResponse
            do {
                (data, response) = try await session.data(for: urlRequest)
            } catch let error as URLError {
                if error.code == .cancelled { throw CancellationError() }
                throw NetworkError.unreachable(request.url, reason: Self.reason(for: error))
            }
            guard let httpResponse = response as? HTTPURLResponse else {
                throw NetworkError.unreachable(request.url, reason: "the response is not an HTTP response")
            }
            return NetworkResponse(statusCode: httpResponse.statusCode, body: data)
        }
    }

    /// A few words on a `URLError`, since its `localizedDescription` on Linux is only a domain and a number.
    private static func reason(for error: URLError) -> String {
        switch error.code {
        case .cannotConnectToHost: "connection refused"
        case .timedOut: "timed out"
        case .cannotFindHost, .dnsLookupFailed: "unknown host"
        case .notConnectedToInternet, .networkConnectionLost: "no network connection"
        case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate:
            "the secure connection failed"
        case .badServerResponse: "the server's response was malformed"
        default: "URL error \(error.code.rawValue)"
        }
    }
}
