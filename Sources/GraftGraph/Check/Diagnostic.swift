/// A problem `graft check` found, at the line to fix.
package struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    /// How bad a problem is.
    package enum Severity: String, Hashable, Sendable {
        /// The tree cannot work as declared; `graft check` fails.
        case error
        /// Probably a mistake, but harmless; `graft check` still passes.
        case warning
    }

    /// How bad the problem is.
    package var severity: Severity
    /// The line to fix.
    package var location: FileLine
    /// What is wrong and how to fix it.
    package var message: String

    /// `path/File.swift:12: error: message`, the form compilers print and editors and CI logs link to.
    package var description: String { "\(location): \(severity.rawValue): \(message)" }
}
