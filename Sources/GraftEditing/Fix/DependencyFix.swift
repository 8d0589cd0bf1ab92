import Foundation
import GraftDeclaredGraph
import GraftPackageReading

/// `graft fix`: forwards each value a child's dependency protocol requires from the nearest ancestor that
/// provides it, through every Dependency protocol and Component in between, with the compiler as the judge.
///
/// It builds the package; reads the errors that say a parent does not conform to a child's protocol, with the
/// notes naming the missing members, and the errors that say a component reads a value its own protocol lacks;
/// finds each value's provider up the branch; adds the requirements and forwarding members; and builds again,
/// until the package builds or nothing more can be added. A refusal, or a build it cannot repair, restores every
/// file it changed.
package enum DependencyFix {
    /// What `graft fix` did.
    package struct Report: Hashable, Sendable {
        /// Each addition as `file:line: added …`, in the files as they are afterwards.
        package var additions: [String]
        /// With `--dry-run`, the changes as a diff; nothing was written.
        package var diff: String?
    }

    /// The most rounds of building and editing: each round forwards every value the compiler reported, so a
    /// package needs more than one only when errors in one module hide those in the modules that import it.
    private static let maximumRounds = 8

    /// Forwards every value the package's parents do not provide.
    ///
    /// - Parameters:
    ///   - packagePath: The package's directory.
    ///   - target: Only forward values whose missing conformance or read is in this module.
    ///   - scratchPath: The build directory to use instead of `.build/graft`.
    ///   - isDryRun: Plan from the first build's errors and return the diff, writing nothing.
    /// - Returns: The additions, none when the package already builds.
    /// - Throws: A ``FixError``; every file is then as it was.
    package static func run(
        packagePath: String, target: String? = nil, scratchPath: String? = nil, isDryRun: Bool = false
    ) throws(FixError) -> Report {
        let workspace: PackageWorkspace
        let modules: [PackageWorkspace.Module]
        do {
            workspace = try PackageWorkspace.describe(at: packagePath)
            modules = try workspace.modules(for: target)
        } catch {
            throw .package(error)
        }
        let scratch = PackageBuild.scratchDirectory(of: workspace, scratchPath: scratchPath)
        return try BuildDirectoryLock.withExclusiveUse(of: scratch) { () throws(FixError) -> Report in
            try forward(in: workspace, modules: modules, target: target, scratchPath: scratchPath, isDryRun: isDryRun)
        }
    }

    /// Builds and forwards, round after round, while this process holds the build directory.
    private static func forward(
        in workspace: PackageWorkspace, modules: [PackageWorkspace.Module], target: String?, scratchPath: String?,
        isDryRun: Bool
    ) throws(FixError) -> Report {
        let root = URL(fileURLWithPath: workspace.root.path)
        // The bytes of each file before the first round that changed it, and its text after the last.
        var originals: [String: Data] = [:]
        var written: [String: String] = [:]
        var additions: [String] = []
        func restore() { SourceEdit.restore(originals, writtenAs: written, in: root) }
        for _ in 0..<maximumRounds {
            let output: String
            do {
                try PackageBuild.build(modules, in: workspace, scratchPath: scratchPath)
                return Report(additions: additions, diff: isDryRun ? "" : nil)
            } catch .buildFailed(_, let failed, _) {
                output = failed
            } catch {
                restore()
                throw .package(error)
            }
            let failure = BuildFailure(
                output: output, modules: modules, packageRoot: workspace.root.path,
                types: workspace.typeDeclarations(sources: SourceFiles(packageRoot: workspace.root.path)))
            let moduleMap = ForwardingEdits.Modules(workspace: workspace)
            let relevant = failure.unprovided.filter { missing in
                target == nil
                    || moduleMap.module(
                        ofFile: SourceFiles(packageRoot: workspace.root.path).relativePath(
                            ofFile: missing.error.path)) == target
            }
            var paths: [ForwardingPath] = []
            for missing in relevant {
                switch failure.index.forwardingPath(of: missing) {
                case .success(let found): paths += found
                case .failure(let refusal):
                    restore()
                    throw .refused(refusal.description)
                }
            }
            let edits = ForwardingEdits(paths: paths, index: failure.index, modules: moduleMap)
            guard !edits.edits.isEmpty else {
                restore()
                throw .unrepairable(package: workspace.root.name, lines: failure.lines)
            }
            // The edits' offsets are in the texts the index read, which the write checks are still on disk.
            var current: [String: String] = [:]
            for path in Set(edits.edits.map(\.path)) { current[path] = failure.index.files[path]?.text }
            let (texts, report) = SourceEdit.apply(edits.edits, to: current)
            if isDryRun {
                return Report(additions: report, diff: SourceEdit.diff(from: current, to: texts))
            }
            do {
                let replaced = try SourceEdit.write(texts, replacing: current, in: root)
                originals.merge(replaced) { first, _ in first }
                written.merge(texts) { _, last in last }
            } catch {
                restore()
                throw .notWritten(error)
            }
            additions += report
        }
        restore()
        throw .refused("the package still does not build after \(maximumRounds) rounds of forwarding")
    }
}
