/// Why a package's feature graph could not be read; each case prints as one line saying what to do.
package enum GraphError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The directory has no `Package.swift`.
    case notAPackage(path: String)
    /// `swift package describe` failed, usually because the manifest does not compile.
    case unreadableManifest(path: String, output: String)
    /// The package has no target with the requested name.
    case noSuchTarget(name: String, package: String, candidates: [String])
    /// The requested target is a test target of a local package the root depends on, which SwiftPM does not
    /// build from the root.
    case testTargetOfDependency(name: String, package: String, path: String)
    /// No target was requested and no target imports Graft.
    case noGraftTarget(package: String, candidates: [String])
    /// No target was requested and more than one imports Graft.
    case ambiguousTarget(package: String, candidates: [String])
    /// The package does not build; `lines` are the compiler's errors with their notes, and what graft can say
    /// about each requirement a parent does not provide.
    case buildFailed(package: String, output: String, lines: [String])
    /// The build wrote no symbol graph for a module, or one that could not be read.
    case symbolGraphFailed(target: String, output: String)
    /// A toolchain command could not be started at all.
    case toolUnavailable(command: String, reason: String)

    /// The one line to print after `graft: error: `.
    package var description: String {
        switch self {
        case .notAPackage(let path):
            "'\(path)' is not a Swift package (no Package.swift); pass --package-path with a package's directory"
        case .unreadableManifest(let path, _):
            "could not load the package at '\(path)'; fix its Package.swift (errors below) and run graft again"
        case .noSuchTarget(let name, let package, let candidates):
            "package '\(package)' has no target '\(name)'; pass --target with one of: \(Self.list(candidates))"
        case .testTargetOfDependency(let name, let package, let path):
            "'\(name)' is a test target of package '\(package)', which SwiftPM builds only as the root package; run "
                + "graft with --package-path \(path)"
        case .noGraftTarget(let package, let candidates):
            "no target of package '\(package)' imports Graft; pass --target with one of: \(Self.list(candidates))"
        case .ambiguousTarget(let package, let candidates):
            "several targets of package '\(package)' import Graft; pass --target with one of: \(Self.list(candidates))"
        case .buildFailed(let package, _, _):
            "package '\(package)' does not build; fix the compiler errors below and run graft again"
        case .symbolGraphFailed(let target, _):
            "could not read the symbol graph of target '\(target)'; see why below"
        case .toolUnavailable(let command, let reason):
            "could not run '\(command)' (\(reason)); put the Swift toolchain on PATH and run graft again"
        }
    }

    /// The lines of the underlying tool's output that explain the failure, to print after ``description``.
    package var details: [String] {
        switch self {
        case .unreadableManifest(_, let output):
            return Self.errorLines(of: output)
        case .buildFailed(_, let output, let lines):
            return lines.isEmpty ? Self.errorLines(of: output) : lines
        case .symbolGraphFailed(_, let output):
            return Self.lastLines(of: output)
        default:
            return []
        }
    }

    private static func list(_ names: [String]) -> String {
        names.isEmpty ? "(none)" : names.joined(separator: ", ")
    }

    /// The compiler's own error lines, each once: those that start with a file position, or else any that
    /// mention an error, or else the last lines of the output.
    private static func errorLines(of output: String) -> [String] {
        let lines = output.split(separator: "\n").map(String.init)
        var seen: Set<String> = []
        let positioned = lines.filter { $0.hasPrefix("/") && $0.contains(": error:") && seen.insert($0).inserted }
        if !positioned.isEmpty { return positioned }
        let mentioned = lines.filter { $0.contains("error:") && seen.insert($0).inserted }
        return mentioned.isEmpty ? lastLines(of: output) : mentioned
    }

    private static func lastLines(of output: String) -> [String] {
        output.split(separator: "\n").suffix(10).map(String.init)
    }
}
