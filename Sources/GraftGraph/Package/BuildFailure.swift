import Foundation

/// What a failed build says, made into lines a user can act on: the compiler's errors, each with the notes that
/// say what to add, and for each requirement a parent does not provide, the branch of the tree and the ancestor
/// that does provide it.
struct BuildFailure {
    /// One line of the compiler's output that starts at a position in a file.
    struct CompilerDiagnostic: Hashable {
        let path: String
        let line: Int
        let column: Int
        let severity: String
        let message: String
    }

    /// The compiler's errors, each followed by its notes, each error once.
    let diagnostics: [CompilerDiagnostic]
    /// The errors and notes in `file:line:column: error:` form, with paths relative to the package, then the
    /// explanations of requirements a parent does not provide.
    let lines: [String]

    /// Reads a build's output.
    ///
    /// - Parameters:
    ///   - output: What `swift build` printed.
    ///   - modules: The modules read, whose source says how the tree is wired.
    ///   - packageRoot: The root package's directory, which paths are made relative to.
    init(output: String, modules: [PackageWorkspace.Module], packageRoot: String) {
        let sources = SourceFiles(packageRoot: packageRoot)
        var groups: [[CompilerDiagnostic]] = []
        for line in output.split(separator: "\n") {
            guard let diagnostic = Self.diagnostic(in: line) else { continue }
            switch diagnostic.severity {
            case "error": groups.append([diagnostic])
            case "note" where !groups.isEmpty: groups[groups.count - 1].append(diagnostic)
            default: break
            }
        }
        var seen: Set<[CompilerDiagnostic]> = []
        diagnostics = groups.filter { seen.insert($0).inserted }.flatMap { $0 }
        let compilerLines = diagnostics.map {
            "\($0.path.hasPrefix("/") ? sources.relativePath(ofFile: $0.path) : $0.path):\($0.line):\($0.column): \($0.severity): \($0.message)"
        }
        let files = modules.flatMap(\.sourcePaths).compactMap {
            sources.file(at: URL(fileURLWithPath: $0).absoluteString)
        }
        let index = SourceIndex(files: files)
        let explanations = Self.unprovidedRequirements(in: diagnostics).compactMap { missing in
            index.explanation(of: missing).map {
                "\(sources.relativePath(ofFile: missing.error.path)):\(missing.error.line):\(missing.error.column): "
                    + "error: \($0)"
            }
        }
        var printed: Set<String> = []
        lines = (compilerLines + explanations).filter { printed.insert($0).inserted }
    }

    /// A requirement of a child's Dependency protocol that a parent's conformance does not provide, from an
    /// error `type 'HomeComponent' does not conform to protocol 'SettingsDependency'` and its note `protocol
    /// requires property 'settingsStore' with type 'SettingsStore'`.
    struct UnprovidedRequirement {
        let error: CompilerDiagnostic
        let component: String
        let dependency: String
        let member: String
        let type: String
    }

    private static func unprovidedRequirements(in diagnostics: [CompilerDiagnostic]) -> [UnprovidedRequirement] {
        var result: [UnprovidedRequirement] = []
        var current: (error: CompilerDiagnostic, component: String, dependency: String)?
        for diagnostic in diagnostics {
            if diagnostic.severity == "error" {
                let quoted = diagnostic.message.split(separator: "'", omittingEmptySubsequences: false)
                current =
                    diagnostic.message.hasPrefix("type '")
                        && diagnostic.message.contains("does not conform to protocol")
                        && quoted.count >= 5
                    ? (diagnostic, String(quoted[1]), String(quoted[3])) : nil
                continue
            }
            guard let conformance = current, diagnostic.message.hasPrefix("protocol requires ") else { continue }
            let quoted = diagnostic.message.split(separator: "'", omittingEmptySubsequences: false)
            guard quoted.count >= 5 else { continue }
            result.append(
                UnprovidedRequirement(
                    error: conformance.error, component: conformance.component, dependency: conformance.dependency,
                    member: String(quoted[1]), type: String(quoted[3])))
        }
        return result
    }

    /// Reads `/path/File.swift:12:5: error: message`.
    private static func diagnostic(in line: Substring) -> CompilerDiagnostic? {
        for severity in ["error", "note", "warning"] {
            guard let marker = line.range(of: ": \(severity): ") else { continue }
            let position = line[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
            guard position.count >= 3, let lineNumber = Int(position[position.count - 2]),
                let column = Int(position[position.count - 1])
            else { return nil }
            let path = position.dropLast(2).joined(separator: ":")
            // A declaration outside any file, such as the standard library's, has a path like
            // `Swift.CustomStringConvertible.description`.
            guard !path.isEmpty, !path.contains(" ") else { return nil }
            return CompilerDiagnostic(
                path: path, line: lineNumber, column: column, severity: severity,
                message: String(line[marker.upperBound...]))
        }
        return nil
    }
}
