public import Foundation

/// A favourites file that could not be read as favourites and was moved aside, byte for byte, before anything
/// else was saved.
///
/// Loading goes on with no favourites; the corrupt copy stays where ``movedTo`` says for a person to inspect.
public struct CorruptFileRecovery: Hashable, Sendable, CustomStringConvertible {
    /// Where the corrupt file was.
    public let file: URL
    /// Where the corrupt file is now.
    public let movedTo: URL
    /// Why the file could not be read as favourites.
    public let reason: String

    /// Creates a report of a moved corrupt file.
    ///
    /// - Parameters:
    ///   - file: Where the corrupt file was.
    ///   - movedTo: Where the corrupt file is now.
    ///   - reason: Why the file could not be read as favourites.
    public init(file: URL, movedTo: URL, reason: String) {
        self.file = file
        self.movedTo = movedTo
        self.reason = reason
    }

    /// The recovery on one line, fit to print as a warning.
    public var description: String {
        "favourites file \(file.path) was corrupt (\(reason)); moved it to \(movedTo.path) and started with none"
    }
}
