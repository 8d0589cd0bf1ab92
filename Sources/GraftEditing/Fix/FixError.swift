package import GraftPackageReading

/// Why `graft fix` wrote nothing; each case prints as one line saying what to do.
package enum FixError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The package or its modules could not be read, or the toolchain could not run.
    case package(GraphError)
    /// A requirement cannot be forwarded: no ancestor provides it, two disagree on its type, or the parents
    /// cannot be followed.
    case refused(String)
    /// The package does not build, for errors that forwarding does not repair; `lines` are the compiler's.
    case unrepairable(package: String, lines: [String])
    /// The edits could not be written, or a file changed since it was read; every file is as it was.
    case notWritten(SourceWriteError)

    /// The one line to print after `graft: error: `.
    package var description: String {
        switch self {
        case .package(let error):
            error.description
        case .refused(let reason):
            reason + "; nothing was written"
        case .unrepairable(let package, _):
            "package '\(package)' does not build, and not for a value graft fix can forward; fix the compiler "
                + "errors below by hand; nothing was written"
        case .notWritten(let error):
            error.description
        }
    }

    /// The lines of the compiler's output that explain the failure, to print after ``description``.
    package var details: [String] {
        switch self {
        case .package(let error): error.details
        case .unrepairable(_, let lines): lines
        default: []
        }
    }
}
