import Foundation
import GraftPackageReading

/// A target `graft new` adds for a feature in a module of its own, with SwiftPM's own manifest editing: the library
/// target in `Sources/<Name>`, its dependency on Graft, and the parent's target's dependency on it.
package struct NewTarget: Hashable, Sendable {
    /// The target's name, which is also its module's.
    let name: String
    /// The directory of the package whose manifest gains the target: the parent's package.
    let packagePath: String
    /// The target's directory relative to the root package's directory, where SwiftPM puts it.
    let relativeDirectory: String
    /// The manifest's path relative to the root package's directory.
    package let manifest: String
    /// The parent's target, which gains a dependency on the new one.
    let dependent: String
    /// The `swift package` subcommands that edit the manifest, in order.
    let commands: [[String]]

    /// Plans the target.
    ///
    /// - Parameters:
    ///   - name: The target's name.
    ///   - package: The package of the parent's target.
    ///   - dependent: The parent's target.
    ///   - packageRoot: The root package's directory, which paths are made relative to.
    init(name: String, package: SwiftPackage, dependent: String, packageRoot: String) {
        self.name = name
        packagePath = package.path
        self.dependent = dependent
        let sources = SourceFiles(packageRoot: packageRoot)
        let root = URL(fileURLWithPath: package.path)
        relativeDirectory = sources.relativePath(ofFile: root.appendingPathComponent("Sources/" + name).path)
        manifest = sources.relativePath(ofFile: root.appendingPathComponent("Package.swift").path)
        let graft = Self.graftPackage(of: package)
        commands = [
            ["add-target", name, "--type", "library"],
            ["add-target-dependency", "Graft", name] + (graft.map { ["--package", $0] } ?? []),
            ["add-target-dependency", name, dependent],
        ]
    }

    /// The lines `graft new` prints for the manifest, as `Package.swift: added …`.
    package var additions: [String] {
        [
            "\(manifest): added target '\(name)' in \(relativeDirectory), which depends on Graft",
            "\(manifest): added '\(name)' to the dependencies of '\(dependent)'",
        ]
    }

    /// The commands as a user would type them, for `--dry-run`.
    package var listing: String {
        commands.map { "swift package " + $0.joined(separator: " ") + "\n" }.joined()
    }

    /// The package name the manifest's other targets give with the Graft product, as in
    /// `.product(name: "Graft", package: "graft")`, or `nil` when none does, as in the package that declares Graft.
    private static func graftPackage(of package: SwiftPackage) -> String? {
        let manifest = URL(fileURLWithPath: package.path).appendingPathComponent("Package.swift")
        let text = (try? String(contentsOf: manifest, encoding: .utf8)) ?? ""
        let tokens = SwiftTokenizer.tokenize(text)
        // `.product(name: "Graft", package: "graft")`
        for index in tokens.indices.dropLast(9)
        where tokens[index].isIdentifier("product") && tokens[index + 1].isPunctuation("(")
            && tokens[index + 2].isIdentifier("name") && tokens[index + 4].text == "\"Graft\""
            && tokens[index + 6].isIdentifier("package") && tokens[index + 8].kind == .string
        {
            return String(tokens[index + 8].text.dropFirst().dropLast())
        }
        return nil
    }

    /// Adds the target to the manifest, and removes the source file `add-target` writes, so the feature's files are
    /// the target's only ones; on failure, puts the manifest back and removes the target's directory.
    ///
    /// - Throws: ``ScaffoldError/manifestNotEdited(command:output:)`` or
    ///   ``ScaffoldError/writeFailed(path:reason:)``.
    func add() throws(ScaffoldError) {
        let manifestURL = URL(fileURLWithPath: packagePath).appendingPathComponent("Package.swift")
        let original: Data
        do {
            original = try Data(contentsOf: manifestURL)
        } catch {
            throw .writeFailed(path: manifest, reason: error.localizedDescription)
        }
        // A scratch path of its own: the package's own may be locked by `swift package graft-edit`.
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("graft-manifest-\(UUID())")
        defer { try? FileManager.default.removeItem(at: scratch) }
        for command in commands {
            if command == commands.last { unnestReferences(to: dependent, in: manifestURL) }
            let outcome: ToolProcess.Outcome
            do {
                outcome = try ToolProcess.swift(
                    ["package", "--package-path", packagePath, "--scratch-path", scratch.path] + command)
            } catch {
                remove(restoring: original)
                throw .manifestNotEdited(command: "swift package " + command.joined(separator: " "), output: "\(error)")
            }
            guard outcome.succeeded else {
                remove(restoring: original)
                throw .manifestNotEdited(
                    command: "swift package " + command.joined(separator: " "), output: outcome.combined)
            }
        }
        // SwiftPM's edits are checked by describing the package again: the new target and the new dependency must
        // be where they belong.
        let edited = try? SwiftPackage.describe(at: packagePath)
        let target = edited?.targets.first { $0.name == name }
        let dependsOnGraft =
            target.map { ($0.productDependencies ?? []) + ($0.targetDependencies ?? []) }?.contains("Graft") == true
        let isUsed =
            edited?.targets.first { $0.name == dependent }?.targetDependencies?.contains(name) == true
        guard dependsOnGraft, isUsed else {
            let edits = (try? String(contentsOf: manifestURL, encoding: .utf8)) ?? ""
            remove(restoring: original)
            throw .manifestNotEdited(
                command: commands.map { "swift package " + $0.joined(separator: " ") }.joined(separator: "; "),
                output: "SwiftPM edited \(manifest) so that '\(dependent)' does not depend on '\(name)', or '\(name)' "
                    + "not on Graft:\n" + edits)
        }
        let directory = URL(fileURLWithPath: packagePath).appendingPathComponent("Sources/" + name)
        try? FileManager.default.removeItem(at: directory.appendingPathComponent(name + ".swift"))
    }

    /// Writes `.target(name: "Home")` in a dependency list as `"Home"`, which means the same target.
    ///
    /// `swift package add-target-dependency X Home` edits the first `.target(name: "Home")` call it meets, which
    /// is a reference like this one when a target before Home's declaration depends on Home, and leaves a manifest
    /// that does not compile (swiftlang/swift-package-manager#10122). `add-target-dependency` writes such
    /// references itself, so a module that `graft new` added is the parent of the next one's.
    private func unnestReferences(to target: String, in manifestURL: URL) {
        guard let text = try? String(contentsOf: manifestURL, encoding: .utf8) else { return }
        let tokens = SwiftTokenizer.tokenize(text)
        var depth = 0
        var references: [Range<Int>] = []
        for index in tokens.indices {
            if tokens[index].isPunctuation("[") { depth += 1 }
            if tokens[index].isPunctuation("]") { depth -= 1 }
            // A declaration is an element of the targets array; a reference sits in a list inside one.
            guard depth >= 2, index + 6 < tokens.count, tokens[index].isPunctuation("."),
                tokens[index + 1].isIdentifier("target"), tokens[index + 2].isPunctuation("("),
                tokens[index + 3].isIdentifier("name"), tokens[index + 4].isPunctuation(":"),
                tokens[index + 5].text == "\"\(target)\"", tokens[index + 6].isPunctuation(")")
            else { continue }
            references.append(tokens[index].start..<tokens[index + 6].end)
        }
        guard !references.isEmpty else { return }
        var bytes = Array(text.utf8)
        for range in references.reversed() { bytes.replaceSubrange(range, with: Array("\"\(target)\"".utf8)) }
        try? Data(bytes).write(to: manifestURL)
    }

    /// Puts the manifest back as it was and removes the target's directory.
    ///
    /// - Parameter original: The manifest's contents before ``add()``.
    func remove(restoring original: Data) {
        let root = URL(fileURLWithPath: packagePath)
        try? original.write(to: root.appendingPathComponent("Package.swift"))
        try? FileManager.default.removeItem(at: root.appendingPathComponent("Sources/" + name))
    }
}
