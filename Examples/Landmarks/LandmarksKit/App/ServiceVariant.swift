public import Foundation
public import LandmarksServices

/// Which services an ``AppComponent`` makes: the real ones, or one of the stand-ins for demos and previews.
///
/// Each variant names every service's counterpart, so one choice switches the whole app:
///
/// ```swift
/// let app = AppComponent(services: .live(dataDirectory: DataDirectory.defaultURL()))
/// let demo = AppComponent(services: .preview)
/// ```
public enum ServiceVariant: Sendable {
    /// The real services: landmarks from an API, local sign-in, and analytics and favourites in a data directory.
    ///
    /// With the defaults, landmarks come from the sample API shipped with the package, so the app needs no
    /// server. Pass ``NetworkClient/live(session:)`` and a server's URL to fetch over HTTP instead.
    ///
    /// - Parameters:
    ///   - networkClient: The transport; the bundled sample API by default.
    ///   - baseURL: The API's root; ``NetworkClient/bundledBaseURL`` by default.
    ///   - dataDirectory: Where favourites and the analytics log are kept.
    case live(
        networkClient: NetworkClient = .bundled, baseURL: URL = NetworkClient.bundledBaseURL, dataDirectory: URL)

    /// Simulated delays and nothing on disk: events are recorded in memory and favourites kept in memory.
    case mock

    /// Services that answer at once: already signed in, the sample landmarks with the featured ones as favourites,
    /// no analytics.
    case preview
}
