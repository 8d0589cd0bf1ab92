import Foundation

/// Where a new feature's files go in a package, checked and ready to write or print.
///
/// Making a plan checks everything that could stop the feature from compiling or harm existing code: the parent's
/// component exists, no type the feature declares exists yet, the files go inside the target, and none of them
/// exists. Writing then creates every file or none.
package struct ScaffoldPlan: Hashable, Sendable {
    /// The feature.
    package let scaffold: FeatureScaffold
    /// The package's directory, which the files' paths are relative to.
    package let packageRoot: String
    /// The target the feature joins.
    package let target: String
    /// The files to write, with paths relative to ``packageRoot``: the feature's files, then the parent's
    /// conformance.
    package let files: [ScaffoldFile]
    /// The files that declare the parent's builder, router, routing and interactable, by type name, relative to
    /// ``packageRoot``: what `graft new --attach` edits.
    package var parentFiles: [String: String] = [:]

    /// Places a feature in a package's target.
    ///
    /// The target is the one named; else the one whose directory holds `directory`; else the one that declares
    /// the parent's component, in the package or in the local packages it depends on. The feature's files go into
    /// `directory`, or else into a folder named after the feature beside the folder of the parent's component;
    /// the parent's conformance goes beside the parent's component.
    ///
    /// - Parameters:
    ///   - scaffold: The feature.
    ///   - packagePath: The package's directory.
    ///   - target: The target; when `nil`, it is inferred from `directory` or from the parent.
    ///   - directory: The directory for the feature's files, relative to the current directory or absolute.
    /// - Returns: The plan.
    /// - Throws: A ``ScaffoldError`` saying why the feature cannot go there.
    package static func make(
        _ scaffold: FeatureScaffold, packagePath: String, target: String? = nil, directory: String? = nil
    ) throws(ScaffoldError) -> ScaffoldPlan {
        let workspace: PackageWorkspace
        do {
            workspace = try PackageWorkspace.describe(at: packagePath)
        } catch {
            throw .package(error)
        }
        let rootPath = workspace.root.path
        let candidates = workspace.packages.flatMap { package in
            package.buildableTargets.map { target in
                (target: target, declarations: TargetDeclarations(of: target, in: package, packageRoot: rootPath))
            }
        }
        let chosen: (target: SwiftPackage.Target, declarations: TargetDeclarations)
        if let target {
            guard let named = candidates.first(where: { $0.target.name == target }) else {
                throw .package(
                    .noSuchTarget(
                        name: target, package: workspace.root.name,
                        candidates: candidates.map(\.target.name).sorted()))
            }
            chosen = named
        } else if let directory,
            let holding = candidates.filter({ resolved(directory).hasPrefix($0.declarations.directory + "/") })
                .max(by: { $0.declarations.directory.count < $1.declarations.directory.count })
        {
            chosen = holding
        } else {
            let declaring = candidates.filter {
                $0.declarations.types[scaffold.parentComponent]?.isSubclassingClass == true
            }
            switch declaring.count {
            case 1:
                chosen = declaring[0]
            case 0:
                let graftTargets = candidates.filter { !$0.declarations.components.isEmpty }
                throw .unknownParent(
                    scaffold.parent, target: graftTargets.map(\.target.name).sorted().joined(separator: ", "),
                    components: graftTargets.flatMap(\.declarations.components).sorted())
            default:
                throw .package(
                    .ambiguousTarget(package: workspace.root.name, candidates: declaring.map(\.target.name).sorted()))
            }
        }
        let declarations = chosen.declarations
        guard let parent = declarations.types[scaffold.parentComponent], parent.isSubclassingClass else {
            throw .unknownParent(scaffold.parent, target: chosen.target.name, components: declarations.components)
        }
        for type in scaffold.declaredTypes {
            if let existing = declarations.types[type] { throw .typeExists(type, file: existing.file) }
        }

        let parentFolder = (parent.file as NSString).deletingLastPathComponent
        let featureFolder: String
        if let directory {
            featureFolder = try relativeFolder(directory, target: chosen.target, declarations: declarations)
        } else if parentFolder == declarations.relativeDirectory {
            featureFolder = declarations.relativeDirectory + "/" + scaffold.name
        } else {
            featureFolder = (parentFolder as NSString).deletingLastPathComponent + "/" + scaffold.name
        }
        let files =
            scaffold.featureFiles.map { ScaffoldFile(path: featureFolder + "/" + $0.path, contents: $0.contents) }
            + [
                ScaffoldFile(
                    path: parentFolder + "/" + scaffold.parentConformanceFile.path,
                    contents: scaffold.parentConformanceFile.contents)
            ]

        let root = URL(fileURLWithPath: rootPath)
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(
            atPath: root.appendingPathComponent(featureFolder).path, isDirectory: &isDirectory),
            !isDirectory.boolValue
        {
            throw .notADirectory(path: featureFolder)
        }
        let existing = files.map(\.path).filter {
            FileManager.default.fileExists(atPath: root.appendingPathComponent($0).path)
        }
        guard existing.isEmpty else { throw .filesExist(existing) }
        var plan = ScaffoldPlan(scaffold: scaffold, packageRoot: rootPath, target: chosen.target.name, files: files)
        for type in scaffold.parentTypes {
            plan.parentFiles[type] = declarations.types[type]?.file
        }
        return plan
    }

    /// Every file under a header line with its path, as `graft new --dry-run` prints them.
    package var listing: String {
        files.map { "==> \($0.path) <==\n\($0.contents)" }.joined(separator: "\n")
    }

    /// Writes every file, creating folders as needed, or none: a file that appeared since the plan was made, or a
    /// write that fails, removes what was written before it.
    ///
    /// - Throws: ``ScaffoldError/filesExist(_:)`` or ``ScaffoldError/writeFailed(path:reason:)``.
    package func write() throws(ScaffoldError) {
        let manager = FileManager.default
        let root = URL(fileURLWithPath: packageRoot)
        var createdFolders: [URL] = []
        var written: [URL] = []
        func undo() {
            for url in written.reversed() { try? manager.removeItem(at: url) }
            for url in createdFolders.reversed() { try? manager.removeItem(at: url) }
        }
        for file in files {
            let url = root.appendingPathComponent(file.path)
            var missing: [URL] = []
            var folder = url.deletingLastPathComponent()
            while !manager.fileExists(atPath: folder.path) {
                missing.insert(folder, at: 0)
                folder = folder.deletingLastPathComponent()
            }
            do {
                for folder in missing {
                    try manager.createDirectory(at: folder, withIntermediateDirectories: false)
                    createdFolders.append(folder)
                }
                try Data(file.contents.utf8).write(to: url, options: .withoutOverwriting)
                written.append(url)
            } catch {
                undo()
                if manager.fileExists(atPath: url.path) { throw .filesExist([file.path]) }
                throw .writeFailed(path: file.path, reason: error.localizedDescription)
            }
        }
    }

    /// The directory for the feature's files, relative to the package, if it is inside the target.
    private static func relativeFolder(
        _ directory: String, target: SwiftPackage.Target, declarations: TargetDeclarations
    ) throws(ScaffoldError) -> String {
        let folder = resolved(directory)
        guard folder == declarations.directory || folder.hasPrefix(declarations.directory + "/") else {
            throw .outsideTarget(path: directory, target: target.name, targetPath: declarations.relativeDirectory)
        }
        return declarations.relativeDirectory + folder.dropFirst(declarations.directory.count)
    }

    /// The absolute path of a directory, relative to the current directory or absolute, resolved.
    static func resolved(_ directory: String) -> String {
        resolved(URL(fileURLWithPath: directory)).path
    }

    /// The absolute path without `.`, `..` or symbolic links, also for a path whose last parts do not exist yet.
    private static func resolved(_ url: URL) -> URL {
        var existing = url.standardizedFileURL
        var rest: [String] = []
        while !FileManager.default.fileExists(atPath: existing.path), existing.pathComponents.count > 1 {
            rest.insert(existing.lastPathComponent, at: 0)
            existing = existing.deletingLastPathComponent()
        }
        return rest.reduce(existing.resolvingSymlinksInPath()) { $0.appendingPathComponent($1) }
    }
}
