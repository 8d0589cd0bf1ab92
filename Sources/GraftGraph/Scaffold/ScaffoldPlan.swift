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

    /// Places a feature in a package's target.
    ///
    /// The feature's files go into `directory`, or else into a folder named after the feature beside the folder
    /// of the parent's component; the parent's conformance goes beside the parent's component.
    ///
    /// - Parameters:
    ///   - scaffold: The feature.
    ///   - packagePath: The package's directory.
    ///   - target: The target; when `nil`, the only library or executable target that imports Graft.
    ///   - directory: The directory for the feature's files, relative to the current directory or absolute.
    /// - Returns: The plan.
    /// - Throws: A ``ScaffoldError`` saying why the feature cannot go there.
    package static func make(
        _ scaffold: FeatureScaffold, packagePath: String, target: String? = nil, directory: String? = nil
    ) throws(ScaffoldError) -> ScaffoldPlan {
        let package: SwiftPackage
        let chosen: SwiftPackage.Target
        do {
            package = try SwiftPackage.describe(at: packagePath)
            chosen = try package.target(named: target)
        } catch {
            throw .package(error)
        }
        let declarations = TargetDeclarations(of: chosen, packagePath: package.path)
        guard let parent = declarations.types[scaffold.parentComponent], parent.isSubclassingClass else {
            throw .unknownParent(scaffold.parent, target: chosen.name, components: declarations.components)
        }
        for type in scaffold.declaredTypes {
            if let existing = declarations.types[type] { throw .typeExists(type, file: existing.file) }
        }

        let parentFolder = (parent.file as NSString).deletingLastPathComponent
        let featureFolder: String
        if let directory {
            featureFolder = try relativeFolder(directory, packageRoot: package.path, target: chosen)
        } else if parentFolder == chosen.path {
            featureFolder = chosen.path + "/" + scaffold.name
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

        let root = URL(fileURLWithPath: package.path)
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
        return ScaffoldPlan(scaffold: scaffold, packageRoot: package.path, target: chosen.name, files: files)
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
        _ directory: String, packageRoot: String, target: SwiftPackage.Target
    ) throws(ScaffoldError) -> String {
        let targetRoot = resolved(URL(fileURLWithPath: packageRoot).appendingPathComponent(target.path)).path
        let folder = resolved(URL(fileURLWithPath: directory)).path
        guard folder == targetRoot || folder.hasPrefix(targetRoot + "/") else {
            throw .outsideTarget(path: directory, target: target.name, targetPath: target.path)
        }
        return target.path + folder.dropFirst(targetRoot.count)
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
