/// One line for standard error: an error, a warning or a note.
struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    /// How serious the line is; only errors make a command fail.
    enum Severity: String, Hashable, Sendable {
        /// The command failed.
        case error
        /// Something went wrong but the session goes on as asked, such as a corrupt file moved aside.
        case warning
        /// Information that is not data, so it stays off standard output, such as "no favourites yet".
        case note
    }

    let severity: Severity
    let message: String

    /// The line as printed: `error: no landmark has the id "atlantis"`.
    var description: String { "\(severity.rawValue): \(message)" }

    static func error(_ message: String) -> Diagnostic { Diagnostic(severity: .error, message: message) }

    static func warning(_ message: String) -> Diagnostic { Diagnostic(severity: .warning, message: message) }

    static func note(_ message: String) -> Diagnostic { Diagnostic(severity: .note, message: message) }
}
