public import Foundation

extension NetworkClient {
    /// The base URL to use with ``bundled``; the host is never contacted.
    ///
    /// A file-backed client only reads a URL's path, so any base URL would do; this one says where the data comes
    /// from, and its `.invalid` domain can never resolve to a real server.
    public static let bundledBaseURL = URL(string: "https://sample-api.invalid/")!

    /// The folder of the sample API shipped as a package resource: `v1/landmarks.json` and so on.
    public static var sampleAPIRoot: URL {
        guard let root = Bundle.module.url(forResource: "SampleAPI", withExtension: nil) else {
            fatalError("NetworkClient.sampleAPIRoot: the LandmarksServices bundle has no SampleAPI folder")
        }
        return root
    }

    /// A client that serves the sample API shipped with the package, with no server and no network.
    ///
    /// Pair it with ``bundledBaseURL``, or any base URL whose path is `/`.
    public static var bundled: NetworkClient {
        fileBacked(root: sampleAPIRoot)
    }

    /// A client that answers `GET` requests from the files under a folder, like a static web server.
    ///
    /// The request URL's scheme and host are ignored; its path is looked up under `root`, so
    /// `https://any.host/v1/landmarks.json` reads `root/v1/landmarks.json`. A missing file, a folder, or a path
    /// with `.` or `..` segments answers 404; any method other than `GET` answers 405. `URLSession` on Linux
    /// refuses `file:` URLs, which is why this is a transport of its own rather than a URL scheme.
    ///
    /// - Parameter root: The folder that plays the part of the server's root.
    /// - Returns: The client.
    public static func fileBacked(root: URL) -> NetworkClient {
        NetworkClient { request in
            guard request.method == "GET" else { return NetworkResponse(statusCode: 405, body: Data()) }
            let segments = request.url.path(percentEncoded: false).split(separator: "/").map(String.init)
            guard !segments.isEmpty, !segments.contains(where: { $0 == "." || $0 == ".." }) else {
                return NetworkResponse(statusCode: 404, body: Data())
            }
            let file = segments.reduce(root) { $0.appending(path: $1) }
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: file.path, isDirectory: &isDirectory), !isDirectory.boolValue
            else {
                return NetworkResponse(statusCode: 404, body: Data())
            }
            do {
                return NetworkResponse(statusCode: 200, body: try Data(contentsOf: file))
            } catch {
                throw NetworkError.unreachable(
                    request.url, reason: "cannot read \(file.path): \(error.localizedDescription)")
            }
        }
    }
}
