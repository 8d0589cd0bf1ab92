import Foundation
import GraftPackageReading

/// Where a new feature's files go in a package, checked and ready to write or print.
///
/// Making a plan checks everything that could stop the feature from compiling or harm existing code: the parent's
/// component exists, no type the feature declares exists yet, the files go inside the target, and none of them
/// exists. Writing then creates every file or none.
package struct ScaffoldPlan: Hashable, Sendable {
    /// The feature.
    package let scaffold: FeatureScaffold
    /// The package's directory, which the files' paths are relative to.
    let packageRoot: String
    /// The target the feature joins.
    let target: String
    /// The files to write, with paths relative to ``packageRoot``: the feature's files, the parent's conformance,
    /// and the feature's first test where it has a test target.
    package let files: [ScaffoldFile]
    /// The files that declare the parent's builder, router, routing and interactable, by type name, relative to
    /// ``packageRoot``: what `graft new --attach` edits.
    var parentFiles: [String: String] = [:]
    /// The module that declares each of the parent's types in ``parentFiles``.
    var parentModules: [String: String] = [:]
    /// The target that declares the parent's component.
    var parentTarget = ""
    /// The target to add for the feature when it gets a module of its own.
    package var newTarget: NewTarget?
    /// The feature's first test, relative to ``packageRoot``, whose doubles `graft mocks` generates.
    package var testFile: String?

    /// Places a feature in a package's target.
    ///
    /// The target is the one named; else the one whose directory holds `directory`; else a new one named
    /// `module`; else the one that declares the parent's component, in the package or in the local packages it
    /// depends on, unless the features beside the parent each have a module of their own, named after the feature
    /// with one suffix, such as `SettingsFeature`: then a new one named so, such as `ProfileFeature`. The feature's
    /// files go into `directory`, or into a new target's directory, or else into a folder named after the feature
    /// beside the folder of the parent's component; the parent's conformance goes beside the parent's component.
    ///
    /// - Parameters:
    ///   - scaffold: The feature.
    ///   - packagePath: The package's directory.
    ///   - target: The target; when `nil`, it is inferred from `directory` or from the parent.
    ///   - directory: The directory for the feature's files, relative to the current directory or absolute.
    ///   - module: The name of a new target for the feature, added to the manifest of the parent's package.
    ///   - testTarget: The test target for the feature's first test; when `nil`, the one test target that depends
    ///     on the feature's target, if there is one.
    /// - Returns: The plan.
    /// - Throws: A ``ScaffoldError`` saying why the feature cannot go there.
    package static func make(
        _ scaffold: FeatureScaffold, packagePath: String, target: String? = nil, directory: String? = nil,
        module: String? = nil, testTarget: String? = nil
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
                Candidate(
                    package: package, target: target,
                    declarations: TargetDeclarations(of: target, in: package, packageRoot: rootPath))
            }
        }
        let declaring = candidates.filter {
            $0.declarations.types[scaffold.parentComponent]?.isSubclassingClass == true
        }
        let chosen: Candidate
        var newModule = module
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
            if module == nil, directory == nil {
                newModule = ownModule(of: scaffold, in: candidates)
            }
        }
        let declarations = chosen.declarations
        guard let parent = declarations.types[scaffold.parentComponent], parent.isSubclassingClass else {
            throw .unknownParent(scaffold.parent, target: chosen.target.name, components: declarations.components)
        }
        for type in scaffold.declaredTypes {
            if let existing = declarations.types[type] { throw .typeExists(type, file: existing.file) }
        }

        var scaffold = scaffold
        var newTarget: NewTarget?
        let parentFolder = (parent.file as NSString).deletingLastPathComponent
        let featureFolder: String
        if let newModule {
            guard !workspace.packages.contains(where: { $0.targets.contains { $0.name == newModule } }) else {
                throw .moduleExists(newModule)
            }
            let added = NewTarget(
                name: newModule, package: chosen.package, dependent: chosen.target.name, packageRoot: rootPath)
            scaffold.module = newModule
            scaffold.isParentComponentPublic = parent.isPublic
            featureFolder = added.relativeDirectory
            newTarget = added
        } else if let directory {
            featureFolder = try relativeFolder(directory, target: chosen.target, declarations: declarations)
        } else if parentFolder == declarations.relativeDirectory {
            featureFolder = declarations.relativeDirectory + "/" + scaffold.name
        } else {
            featureFolder = (parentFolder as NSString).deletingLastPathComponent + "/" + scaffold.name
        }
        var files =
            scaffold.featureFiles.map { ScaffoldFile(path: featureFolder + "/" + $0.path, contents: $0.contents) }
            + [
                ScaffoldFile(
                    path: parentFolder + "/" + scaffold.parentConformanceFile.path,
                    contents: scaffold.parentConformanceFile.contents)
            ]
        // A new module has no test target yet, so its feature's test is left to the user.
        let test = newModule == nil ? try Self.testTarget(testTarget, of: chosen) : nil
        if let test {
            let declarations = TargetDeclarations(of: test, in: chosen.package, packageRoot: rootPath)
            let file = scaffold.testFile(module: chosen.target.c99name)
            let suite = scaffold.name + "Tests"
            if let existing = declarations.types[suite] { throw .typeExists(suite, file: existing.file) }
            files.append(
                ScaffoldFile(path: declarations.relativeDirectory + "/" + file.path, contents: file.contents))
        }

        let root = URL(fileURLWithPath: rootPath)
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(
            atPath: root.appendingPathComponent(featureFolder).path, isDirectory: &isDirectory)
        {
            // A new target's folder must not exist, or SwiftPM's add-target would write into it.
            if newTarget != nil { throw .filesExist([featureFolder]) }
            if !isDirectory.boolValue { throw .notADirectory(path: featureFolder) }
        }
        let existing = files.map(\.path).filter {
            FileManager.default.fileExists(atPath: root.appendingPathComponent($0).path)
        }
        guard existing.isEmpty else { throw .filesExist(existing) }
        var plan = ScaffoldPlan(
            scaffold: scaffold, packageRoot: rootPath, target: newModule ?? chosen.target.name, files: files)
        plan.parentTarget = chosen.target.name
        plan.newTarget = newTarget
        plan.testFile = test == nil ? nil : files.last?.path
        // The parent's builder, router and interactable are found in whichever module declares them, its
        // component's first.
        for type in scaffold.parentTypes {
            let holder =
                declarations.types[type] != nil
                ? chosen : candidates.first { $0.declarations.types[type] != nil }
            guard let holder, let declaration = holder.declarations.types[type] else { continue }
            plan.parentFiles[type] = declaration.file
            plan.parentModules[type] = holder.target.c99name
        }
        return plan
    }

    /// The test target named, or else the one test target of the feature's package that depends on its target.
    private static func testTarget(
        _ name: String?, of chosen: Candidate
    ) throws(ScaffoldError) -> SwiftPackage.Target? {
        let tests = chosen.package.swiftTargets.filter { $0.type == "test" }
        guard let name else {
            let dependents = tests.filter { $0.targetDependencies?.contains(chosen.target.name) == true }
            return dependents.count == 1 ? dependents[0] : nil
        }
        guard let named = tests.first(where: { $0.name == name }) else {
            throw .package(
                .noSuchTarget(name: name, package: chosen.package.name, candidates: tests.map(\.name).sorted()))
        }
        return named
    }

    /// A target and the types its source declares.
    private struct Candidate {
        let package: SwiftPackage
        let target: SwiftPackage.Target
        let declarations: TargetDeclarations
    }

    /// The module of its own a feature gets when its parent and the parent's siblings each have one.
    ///
    /// Each module is named after its feature with one suffix: `ProfileFeature` under Home when Home is in
    /// `HomeFeature` and its siblings in `SettingsFeature` and `SearchFeature`. `nil` when the parent has no
    /// siblings, or a module is named otherwise.
    private static func ownModule(
        of scaffold: FeatureScaffold, in candidates: [Candidate]
    ) -> String? {
        func module(declaring component: String) -> String? {
            let holders = candidates.filter { $0.declarations.types[component]?.isSubclassingClass == true }
            return holders.count == 1 ? holders[0].target.name : nil
        }
        // A feature's parents are the components that conform to its Dependency protocol.
        let conformances = candidates.flatMap(\.declarations.conformances)
        func parents(of feature: String) -> Set<String> {
            Set(conformances.filter { $0.value.contains(feature + "Dependency") }.map(\.key))
        }
        func children(of components: Set<String>) -> Set<String> {
            Set(
                conformances.filter { components.contains($0.key) }.flatMap(\.value)
                    .filter { $0.hasSuffix("Dependency") && $0 != "Dependency" }.map { String($0.dropLast(10)) })
        }
        let siblings = children(of: parents(of: scaffold.parent)).subtracting([scaffold.parent])
        guard !siblings.isEmpty else { return nil }
        var suffixes: Set<String> = []
        for feature in siblings.union([scaffold.parent]) {
            guard let module = module(declaring: feature + "Component"), module.hasPrefix(feature) else { return nil }
            suffixes.insert(String(module.dropFirst(feature.count)))
        }
        guard suffixes.count == 1, let suffix = suffixes.first else { return nil }
        let name = scaffold.name + suffix
        return candidates.contains { $0.target.name == name } ? nil : name
    }

    /// Every file under a header line with its path, as `graft new --dry-run` prints them.
    package var listing: String {
        files.map { "==> \($0.path) <==\n\($0.contents)" }.joined(separator: "\n")
    }

    /// Adds the new target to the manifest, if the feature gets one, and writes every file, creating folders as
    /// needed, or none: a file that appeared since the plan was made, or a write that fails, removes what was
    /// written before it and puts the manifest back.
    ///
    /// - Throws: ``ScaffoldError/filesExist(_:)``, ``ScaffoldError/writeFailed(path:reason:)`` or
    ///   ``ScaffoldError/manifestNotEdited(command:output:)``.
    package func write() throws(ScaffoldError) {
        let manager = FileManager.default
        let root = URL(fileURLWithPath: packageRoot)
        var createdFolders: [URL] = []
        var written: [URL] = []
        var manifest: Data?
        if let newTarget {
            guard !manager.fileExists(atPath: root.appendingPathComponent(newTarget.relativeDirectory).path) else {
                throw .filesExist([newTarget.relativeDirectory])
            }
            manifest = try? Data(contentsOf: URL(fileURLWithPath: newTarget.packagePath + "/Package.swift"))
            try newTarget.add()
        }
        func undo() {
            for url in written.reversed() { try? manager.removeItem(at: url) }
            for url in createdFolders.reversed() { try? manager.removeItem(at: url) }
            if let newTarget, let manifest { newTarget.remove(restoring: manifest) }
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
