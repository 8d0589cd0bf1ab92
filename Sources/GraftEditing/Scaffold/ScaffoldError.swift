package import GraftPackageReading

/// Why `graft new` refused to write a feature; each case prints as one line saying what to do.
package enum ScaffoldError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A feature or parent name that is not an UpperCamelCase Swift identifier.
    case invalidName(String, suggestion: String?)
    /// A feature name that ends in the name of one of its parts, such as `ProfileRouter`.
    case nameEndsInRole(String, role: String)
    /// A feature named after its own parent.
    case sameAsParent(String)
    /// The target declares no component class for the parent.
    case unknownParent(String, target: String, components: [String])
    /// The target already declares a type the feature would declare.
    case typeExists(String, file: String)
    /// The directory for the feature's files is outside the target's sources.
    case outsideTarget(path: String, target: String, targetPath: String)
    /// The directory for the feature's files is an existing file.
    case notADirectory(path: String)
    /// Files the feature would write exist already; nothing was written.
    case filesExist([String])
    /// The package or its target could not be read.
    case package(GraphError)
    /// A file could not be written; the files written before it were removed again.
    case writeFailed(path: String, reason: String)
    /// The parent's edited files could not be written, or one changed since it was read; they are as they were.
    case notWritten(SourceWriteError)
    /// `--module` names a target that exists already.
    case moduleExists(String)
    /// SwiftPM could not add the feature's target to the manifest, which is as it was.
    case manifestNotEdited(command: String, output: String)

    /// Whether the command line alone is wrong, which `graft` reports with the usage exit status.
    package var isUsageError: Bool {
        switch self {
        case .invalidName, .nameEndsInRole, .sameAsParent: true
        default: false
        }
    }

    /// The one line to print after `graft: error: `.
    package var description: String {
        switch self {
        case .invalidName(let name, let suggestion):
            "'\(name)' is not a feature name; use an UpperCamelCase Swift identifier (letters and digits, "
                + "starting with a capital letter)\(suggestion.map { ", such as '\($0)'" } ?? "")"
        case .nameEndsInRole(let name, let role):
            "'\(name)' ends in '\(role)', which graft new adds to each type itself; name the feature "
                + "'\(name.dropLast(role.count))'"
        case .sameAsParent(let name):
            "a feature cannot be its own parent; pass a --parent other than '\(name)'"
        case .unknownParent(let parent, let target, let components):
            "\(target.contains(", ") ? "none of the targets \(target) has" : "target '\(target)' has no") class "
                + "\(parent)Component; pass --parent with one of: "
                + Self.list(components.map { String($0.dropLast("Component".count)) })
        case .typeExists(let name, let file):
            "\(name) already exists in \(file); choose another feature name"
        case .outsideTarget(let path, let target, let targetPath):
            "'\(path)' is outside target '\(target)'; pass a --path inside \(targetPath), where the new files "
                + "compile with their parent"
        case .notADirectory(let path):
            "'\(path)' is a file, not a directory; pass --path with a directory"
        case .filesExist(let paths):
            "\(paths.joined(separator: ", ")) already \(paths.count == 1 ? "exists" : "exist"); nothing was "
                + "written, so move \(paths.count == 1 ? "it" : "them") away or choose another name or --path"
        case .package(let error):
            error.description
        case .writeFailed(let path, let reason):
            SourceWriteError.writeFailed(path: path, reason: reason).description
        case .notWritten(let error):
            error.description
        case .moduleExists(let name):
            "target '\(name)' exists already; pass --module with a new target's name, or --target \(name) to add "
                + "the feature to it"
        case .manifestNotEdited(let command, _):
            "'\(command)' failed, so nothing was written; fix what SwiftPM says below and run graft new again"
        }
    }

    /// The lines of the underlying tool's output that explain a package that could not be read.
    package var details: [String] {
        switch self {
        case .package(let error): error.details
        case .manifestNotEdited(_, let output): output.split(separator: "\n").suffix(10).map(String.init)
        default: []
        }
    }

    private static func list(_ names: [String]) -> String {
        guard !names.isEmpty else { return "(none)" }
        let shown = names.prefix(12).joined(separator: ", ")
        return names.count > 12 ? "\(shown) and \(names.count - 12) more" : shown
    }
}
