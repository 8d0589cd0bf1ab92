import Foundation
public import LandmarksServices

/// A `landmarks://` link: a screen of the app that a URL names, opened by a ``LinkWorkflow``.
///
/// ```
/// landmarks://landmark/taj-mahal   a landmark's detail
/// landmarks://favourites           the favourites
/// landmarks://featured             the featured landmarks
/// landmarks://profile              the profile
/// ```
public enum Link: Hashable, Sendable, CustomStringConvertible {
    /// A landmark's detail.
    case landmark(Landmark.ID)
    /// The favourites.
    case favourites
    /// The featured landmarks.
    case featured
    /// The signed-in user's profile.
    case profile

    /// The scheme every link has.
    static let scheme = "landmarks"

    /// The forms of link, for messages and help.
    static let forms =
        "landmarks://landmark/ID, landmarks://favourites, landmarks://featured or landmarks://profile"

    /// Reads a link from its URL.
    ///
    /// - Parameter text: The URL, such as `landmarks://landmark/taj-mahal`.
    /// - Throws: ``UsageError`` naming what is wrong: not a URL, another scheme, an unknown path, or a landmark id
    ///   that is missing or not a kebab-case slug.
    public init(_ text: String) throws(UsageError) {
        guard let url = URL(string: text), let scheme = url.scheme else {
            throw UsageError("\"\(text)\" is not a link; links look like \(Self.forms)")
        }
        guard scheme.lowercased() == Self.scheme else {
            throw UsageError("\"\(text)\" has the scheme \(scheme), not landmarks; links start with landmarks://")
        }
        let words = [url.host() ?? ""] + url.pathComponents.filter { $0 != "/" }
        switch (words.first ?? "", words.count) {
        case ("favourites", 1): self = .favourites
        case ("featured", 1): self = .featured
        case ("profile", 1): self = .profile
        case ("landmark", 1):
            throw UsageError("\"\(text)\" names no landmark; add its id, as in landmarks://landmark/taj-mahal")
        case ("landmark", 2):
            guard let id = Landmark.ID(words[1]) else {
                throw UsageError(
                    "\"\(words[1])\" in \"\(text)\" is not a landmark id; ids are lowercase words joined by hyphens, "
                        + "as in taj-mahal")
            }
            self = .landmark(id)
        default:
            throw UsageError("\"\(text)\" is not a link the app knows; links are \(Self.forms)")
        }
    }

    /// The link's URL, as the user would type it.
    public var description: String {
        switch self {
        case .landmark(let id): "landmarks://landmark/\(id)"
        case .favourites: "landmarks://favourites"
        case .featured: "landmarks://featured"
        case .profile: "landmarks://profile"
        }
    }
}
