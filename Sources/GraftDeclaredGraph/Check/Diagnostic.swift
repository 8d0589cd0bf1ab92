/// A problem `graft check` found, at the line to fix.
struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    /// How bad a problem is.
    enum Severity: String, Hashable, Sendable {
        /// The tree cannot work as declared; `graft check` fails.
        case error
        /// Probably a mistake, but harmless; `graft check` still passes.
        case warning
        /// Something the check cannot see, said so that a reader does not take it for a mistake.
        case note
    }

    /// How bad the problem is.
    var severity: Severity
    /// The line to fix.
    var location: FileLine
    /// The module the problem is in, which `--target` limits the report to.
    var module: String
    /// What is wrong and how to fix it.
    var message: String

    /// `path/File.swift:12:7: error: message`, the form compilers print and editors and CI logs link to.
    var description: String {
        "\(location.file):\(location.line):\(location.column): \(severity.rawValue): \(message)"
    }
}
