/// A problem `graft check` found, at the line to fix.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    /// How bad a problem is.
    public enum Severity: String, Hashable, Sendable {
        /// The tree cannot work as declared; `graft check` fails.
        case error
        /// Probably a mistake, but harmless; `graft check` still passes.
        case warning
    }

    /// How bad the problem is.
    public var severity: Severity
    /// The line to fix.
    public var location: FileLine
    /// What is wrong and how to fix it.
    public var message: String

    /// `path/File.swift:12: error: message`, the form compilers print and editors and CI logs link to.
    public var description: String { "\(location): \(severity.rawValue): \(message)" }
}
