public import Foundation

/// Why favourites could not be loaded or saved.
///
/// Each description is one line naming the path and what to do, fit to print on standard error.
public enum FavouritesError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The data directory is not a directory, or cannot be created or read.
    case dataDirectoryUnusable(URL, reason: String)
    /// The favourites file exists but cannot be read.
    case unreadable(URL, reason: String)
    /// The favourites file is corrupt and could not be moved aside, so it was left untouched.
    case corruptFileNotMoved(URL, reason: String)
    /// The favourites could not be written; the file on disk is as it was before.
    case writeFailed(URL, reason: String)

    /// The error on one line.
    public var description: String {
        switch self {
        case .dataDirectoryUnusable(let url, let reason):
            "cannot use data directory \(url.path): \(reason); choose another with --data-dir DIR"
        case .unreadable(let url, let reason):
            "cannot read favourites file \(url.path): \(reason)"
        case .corruptFileNotMoved(let url, let reason):
            "favourites file \(url.path) is corrupt and could not be moved aside (\(reason)); it was left as it is"
        case .writeFailed(let url, let reason):
            "cannot save favourites to \(url.path): \(reason); the previous file is unchanged"
        }
    }
}
