/// Why edited files were not written; every file is as it was, and the message says what to do.
package enum SourceWriteError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A file is not what graft read and planned its edits from: it was edited, replaced or removed since.
    case changed(path: String)
    /// A file could not be written; the files written before it were put back.
    case writeFailed(path: String, reason: String)

    /// The one line to print after `graft: error: `.
    package var description: String {
        switch self {
        case .changed(let path):
            "\(path) changed since graft read it; nothing was written, so run the command again"
        case .writeFailed(let path, let reason):
            "could not write \(path) (\(reason)); nothing was written"
        }
    }
}
