/// The favourites file's format: `{"version": 1, "favourites": ["golden-gate-bridge", ...]}`.
struct FavouritesFile: Codable, Sendable {
    /// The only format version this app reads and writes.
    static let currentVersion = 1

    var version: Int
    var favourites: [String]

    init(ids: [Landmark.ID]) {
        version = Self.currentVersion
        favourites = ids.map(\.rawValue)
    }

    /// The ids, checked: the version must be ``currentVersion`` and every entry a kebab-case slug.
    ///
    /// Any problem makes the whole file unreadable rather than dropping entries, because dropping them would
    /// lose them at the next save.
    func validatedIDs() throws(FormatProblem) -> [Landmark.ID] {
        guard version == Self.currentVersion else { throw FormatProblem("format version \(version) is not supported") }
        var ids: [Landmark.ID] = []
        for entry in favourites {
            guard let id = Landmark.ID(entry) else { throw FormatProblem("\"\(entry)\" is not a landmark id") }
            if !ids.contains(id) { ids.append(id) }
        }
        return ids
    }

    /// Why a file's contents are not favourites.
    struct FormatProblem: Error {
        let reason: String

        init(_ reason: String) {
            self.reason = reason
        }
    }
}
