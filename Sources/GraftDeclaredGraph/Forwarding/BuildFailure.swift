import Foundation
package import GraftPackageReading

/// What a failed build says, made into lines a user can act on: the compiler's errors, each with the notes that
/// say what to add, and for each requirement a parent does not provide, the branch of the tree and the ancestor
/// that does provide it.
package struct BuildFailure {
    /// One line of the compiler's output that starts at a position in a file.
    package struct CompilerDiagnostic: Hashable {
        package let path: String
        let line: Int
        let column: Int
        let severity: String
        let message: String
    }

    /// The compiler's errors, each followed by its notes, each error once.
    let diagnostics: [CompilerDiagnostic]
    /// The requirements that parents do not provide, and the reads of requirements their protocols lack.
    package let unprovided: [UnprovidedRequirement]
    /// How the tree is wired, read from the modules' source.
    package let index: SourceIndex
    /// The errors and notes in `file:line:column: error:` form, with paths relative to the package, then the
    /// explanations of requirements a parent does not provide.
    package let lines: [String]

    /// Reads a build's output.
    ///
    /// - Parameters:
    ///   - output: What `swift build` printed.
    ///   - modules: The modules read, whose source says how the tree is wired.
    ///   - packageRoot: The root package's directory, which paths are made relative to.
    ///   - types: The types and typealiases of every module of the packages; those of `modules` when `nil`.
    package init(
        output: String, modules: [PackageWorkspace.Module], packageRoot: String, types: TypeDeclarations? = nil
    ) {
        let sources = SourceFiles(packageRoot: packageRoot)
        var groups: [[CompilerDiagnostic]] = []
        // The file of the last `path:line:column:` line and the last line its snippet shows: a note in the same
        // file as its error is printed only inside the error's snippet, under the line it points at.
        var snippetPath: String?
        var snippetLine = 0
        for line in output.split(separator: "\n") {
            if let diagnostic = Self.diagnostic(in: line) {
                // A warning's snippet, and its notes, are not an error's.
                snippetPath = diagnostic.severity == "warning" ? nil : diagnostic.path
                switch diagnostic.severity {
                case "error": groups.append([diagnostic])
                case "note" where !groups.isEmpty && !groups[groups.count - 1].contains(diagnostic):
                    groups[groups.count - 1].append(diagnostic)
                default: break
                }
            } else if let path = snippetPath, let snippet = Self.snippetLine(line) {
                if let number = snippet.number { snippetLine = number }
                guard let note = snippet.note, !groups.isEmpty else { continue }
                let diagnostic = CompilerDiagnostic(
                    path: path, line: snippetLine, column: note.column, severity: "note", message: note.message)
                // A note at the error's own position, such as `add stubs for conformance`, offers a fix-it.
                let error = groups[groups.count - 1][0]
                guard (error.path, error.line, error.column) != (path, snippetLine, note.column),
                    !groups[groups.count - 1].contains(diagnostic)
                else { continue }
                groups[groups.count - 1].append(diagnostic)
            } else {
                snippetPath = nil
            }
        }
        var seen: Set<[CompilerDiagnostic]> = []
        diagnostics = groups.filter { seen.insert($0).inserted }.flatMap { $0 }
        let compilerLines = diagnostics.map {
            "\($0.path.hasPrefix("/") ? sources.relativePath(ofFile: $0.path) : $0.path):\($0.line):\($0.column): \($0.severity): \($0.message)"
        }
        let files = modules.flatMap { module in
            module.sourcePaths.compactMap { path in
                sources.file(at: URL(fileURLWithPath: path).absoluteString).map { (module.target.c99name, $0) }
            }
        }
        let index = SourceIndex(files: files, types: types)
        self.index = index
        unprovided = Self.unprovidedRequirements(in: diagnostics, index: index, sources: sources)
        let explanations = unprovided.filter { !$0.isUndeclaredRead }.compactMap { missing in
            index.explanation(of: missing).map {
                "\(sources.relativePath(ofFile: missing.error.path)):\(missing.error.line):\(missing.error.column): "
                    + "error: \($0)"
            }
        }
        let isForwardable = unprovided.contains { missing in
            if case .success = index.forwardingPath(of: missing) { return true }
            return false
        }
        let repair =
            isForwardable
            ? [
                "graft: note: 'graft fix' adds these forwardings: run it, or 'graft fix --dry-run' to see them first "
                    + "('swift package --allow-writing-to-package-directory graft-edit fix' from SwiftPM)"
            ] : []
        var printed: Set<String> = []
        lines = (compilerLines + explanations + repair).filter { printed.insert($0).inserted }
    }

    /// A requirement of a child's Dependency protocol that a parent's conformance does not provide, from an
    /// error `type 'HomeComponent' does not conform to protocol 'SettingsDependency'` and its note `protocol
    /// requires property 'settingsStore' with type 'SettingsStore'`.
    ///
    /// It also stands for an error `value of type 'any HomeDependency' has no member 'settingsStore'` in a
    /// component that forwards a value its own protocol does not require: then `component` is that component,
    /// `dependency` its own protocol, and the type the one its member declares.
    package struct UnprovidedRequirement {
        package let error: CompilerDiagnostic
        let component: QualifiedName
        let dependency: QualifiedName
        let member: String
        let type: String
        /// The file that writes ``type``, relative to the package: where its names are looked up.
        let typePath: String
        /// Whether the component reads `dependency.member` that its own protocol lacks.
        var isUndeclaredRead = false
    }

    private static func unprovidedRequirements(
        in diagnostics: [CompilerDiagnostic], index: SourceIndex, sources: SourceFiles
    ) -> [UnprovidedRequirement] {
        var result: [UnprovidedRequirement] = []
        var current: (error: CompilerDiagnostic, component: QualifiedName, dependency: QualifiedName)?
        for diagnostic in diagnostics {
            if diagnostic.severity == "error" {
                let quoted = diagnostic.message.split(separator: "'", omittingEmptySubsequences: false)
                // The compiler prints names as the erring file sees them, so they resolve from that file.
                let path =
                    diagnostic.path.hasPrefix("/") ? sources.relativePath(ofFile: diagnostic.path) : diagnostic.path
                func type(_ spelling: String) -> QualifiedName {
                    index.type(named: spelling, inFile: path)
                        ?? QualifiedName(module: "", name: SourceIndex.protocolName(spelling))
                }
                if diagnostic.message.hasPrefix("value of type 'any "),
                    diagnostic.message.contains("' has no member '"),
                    quoted.count >= 5
                {
                    let dependency = type(SourceIndex.protocolSpelling(String(quoted[1])))
                    let member = String(quoted[3])
                    if let component = index.component(depending: dependency),
                        let declaration = index.typedMember(member, in: component)
                    {
                        result.append(
                            UnprovidedRequirement(
                                error: diagnostic, component: component, dependency: dependency, member: member,
                                type: declaration.type, typePath: declaration.path, isUndeclaredRead: true))
                    }
                }
                current =
                    diagnostic.message.hasPrefix("type '")
                        && diagnostic.message.contains("does not conform to protocol")
                        && quoted.count >= 5
                    ? (diagnostic, type(String(quoted[1])), type(String(quoted[3]))) : nil
                continue
            }
            guard let conformance = current, diagnostic.message.hasPrefix("protocol requires ") else { continue }
            let quoted = diagnostic.message.split(separator: "'", omittingEmptySubsequences: false)
            guard quoted.count >= 5 else { continue }
            result.append(
                UnprovidedRequirement(
                    error: conformance.error, component: conformance.component, dependency: conformance.dependency,
                    // The compiler prints a dictionary as `[String : Int]`; source writes `[String: Int]`.
                    member: String(quoted[1]), type: String(quoted[3]).replacing(" : ", with: ": "),
                    typePath: diagnostic.path.hasPrefix("/")
                        ? sources.relativePath(ofFile: diagnostic.path) : diagnostic.path))
        }
        return result
    }

    /// Reads a line of a diagnostic's source snippet: `12 |     var x: Int { get }` gives its line number, and
    /// ``   |         `- note: message`` a note with the column its marker points at.
    private static func snippetLine(_ line: Substring) -> (number: Int?, note: (column: Int, message: String)?)? {
        // `   :` stands for the lines left out between two parts of a snippet.
        if line.trimmingCharacters(in: .whitespaces) == ":" { return (nil, nil) }
        guard let bar = line.firstIndex(of: "|") else { return nil }
        let gutter = line[..<bar].trimmingCharacters(in: .whitespaces)
        guard gutter.isEmpty || Int(gutter) != nil else { return nil }
        let content = line[line.index(after: bar)...]
        guard let marker = content.range(of: "- note: "),
            let arrow = content[..<marker.lowerBound].lastIndex(where: { $0 == "`" || $0 == "|" })
        else { return (Int(gutter), nil) }
        // The gutter ends with `| `; the marker sits under the column it points at.
        let column = content.distance(from: content.startIndex, to: arrow)
        return (Int(gutter), (column, String(content[marker.upperBound...])))
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
