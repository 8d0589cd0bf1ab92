public import Foundation

/// Why a request did not produce the expected value.
///
/// Each description is one line naming the URL, fit to print on standard error.
public enum NetworkError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No response came back: the host is unknown, refused the connection or timed out.
    case unreachable(URL, reason: String)
    /// The client cannot send to this URL's scheme, such as `file` for the live client.
    case unsupportedScheme(URL)
    /// The server answered 404 Not Found.
    case notFound(URL)
    /// The server answered with a status code outside 200...299 other than 404.
    case httpStatus(Int, URL)
    /// The body was not the JSON the client expected.
    case undecodable(URL, reason: String)

    /// The error on one line, naming the URL.
    public var description: String {
        switch self {
        case .unreachable(let url, let reason):
            "cannot reach \(url.absoluteString): \(reason)"
        case .unsupportedScheme(let url):
            "cannot fetch \(url.absoluteString): the scheme \"\(url.scheme ?? "")\" is not supported; use http or https"
        case .notFound(let url):
            "not found: \(url.absoluteString) (HTTP 404)"
        case .httpStatus(let code, let url):
            "\(url.absoluteString) answered HTTP \(code)"
        case .undecodable(let url, let reason):
            "unexpected response from \(url.absoluteString): \(reason)"
        }
    }
}
