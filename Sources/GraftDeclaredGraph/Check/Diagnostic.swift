/// A problem `graft check` found, at the line to fix.
package struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    /// How bad a problem is.
    package enum Severity: String, Hashable, Sendable {
        /// The tree cannot work as declared; `graft check` fails.
        case error
        /// Probably a mistake, but harmless; `graft check` still passes.
        case warning
        /// Something the check cannot see, said so that a reader does not take it for a mistake.
        case note
    }

    /// How bad the problem is.
    package var severity: Severity
    /// The line to fix.
    package var location: FileLine
    /// The module the problem is in, which `--target` limits the report to.
    package var module: String
    /// What is wrong and how to fix it.
    package var message: String

    /// `path/File.swift:12:7: error: message`, the form compilers print and editors and CI logs link to.
    package var description: String {
        "\(location.file):\(location.line):\(location.column): \(severity.rawValue): \(message)"
    }
}
