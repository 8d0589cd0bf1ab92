/// One line for standard error: an error, a warning or a note.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    /// How serious the line is; only errors make a command fail.
    enum Severity: String, Hashable, Sendable {
        /// The command failed.
        case error
        /// Something went wrong but the session goes on as asked, such as a corrupt file moved aside.
        case warning
        /// Information that is not data, so it stays off standard output, such as "no favourites yet".
        case note
    }

    /// How serious the line is.
    let severity: Severity
    /// What happened, and what to do when the user can act on it.
    let message: String

    /// The line as printed: `error: no landmark has the id "atlantis"`.
    public var description: String { "\(severity.rawValue): \(message)" }

    /// An error: the command failed.
    ///
    /// - Parameter message: What went wrong and what to do.
    /// - Returns: The diagnostic.
    public static func error(_ message: String) -> Diagnostic { Diagnostic(severity: .error, message: message) }

    /// A warning: something went wrong, but the session goes on as asked.
    ///
    /// - Parameter message: What went wrong.
    /// - Returns: The diagnostic.
    public static func warning(_ message: String) -> Diagnostic { Diagnostic(severity: .warning, message: message) }

    /// A note: information that is not data.
    ///
    /// - Parameter message: The information.
    /// - Returns: The diagnostic.
    public static func note(_ message: String) -> Diagnostic { Diagnostic(severity: .note, message: message) }
}
