import Foundation
import LandmarksServices
import LandmarksUI

/// What the `landmarks` command line asks for: which services to run on, and one command to run or none for a
/// session.
struct Invocation: Sendable {
    /// What to do once the options are read.
    enum Action: Hashable, Sendable {
        /// Print the usage and exit.
        case showHelp
        /// Print the version and exit.
        case showVersion
        /// Launch the app, then run ``Invocation/command``, or a session when there is none.
        case launch
    }

    /// Which ``ServiceVariant`` to run on, by the name `--services` gives it.
    enum ServicesVariant: String, CaseIterable, Hashable, Sendable {
        /// The real services: the embedded sample API (or `--base-url`) and files in the data directory.
        case live
        /// Simulated delays, nothing on disk.
        case mock
        /// Instant answers, already signed in as the demo user.
        case preview
    }

    var action = Action.launch
    var servicesVariant = ServicesVariant.live
    /// The HTTP API to fetch landmarks from, instead of the embedded one.
    var baseURL: URL?
    /// Where favourites and the analytics log go, instead of the default data directory.
    var dataDirectory: URL?
    /// The command to run once, or `nil` for a session.
    var command: Command?

    /// The services the options ask for.
    var services: ServiceVariant {
        switch servicesVariant {
        case .live:
            let dataDirectory = dataDirectory ?? DataDirectory.defaultURL()
            if let baseURL {
                return .live(networkClient: .live(), baseURL: baseURL, dataDirectory: dataDirectory)
            }
            return .live(dataDirectory: dataDirectory)
        case .mock:
            return .mock
        case .preview:
            return .preview
        }
    }
}
