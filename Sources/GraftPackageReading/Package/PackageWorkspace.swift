package import Foundation

/// The packages `graft` reads together: a root package and the local packages it depends on with
/// `.package(path:)`, which is how an app split into feature packages is laid out.
///
/// The package that declares Graft itself is never read as part of the app.
package struct PackageWorkspace {
    /// One module `graft` reads: a library or executable target that imports Graft.
    package struct Module {
        /// The package that declares the module.
        let package: SwiftPackage
        /// The module's target.
        package let target: SwiftPackage.Target
        /// Whether the module belongs to the root package, which `swift build` builds as a whole.
        let isInRoot: Bool
        /// Whether code outside the packages read can import the module: it is in a library product of the root
        /// package.
        package let isExported: Bool

        /// The module's Swift files, as absolute paths.
        package var sourcePaths: [String] {
            let directory = URL(fileURLWithPath: package.path).appendingPathComponent(target.path)
            return (target.sources ?? []).filter { $0.hasSuffix(".swift") }.sorted().map {
                directory.appendingPathComponent($0).path
            }
        }
    }

    /// The package at the path `graft` was given.
    package let root: SwiftPackage
    /// The root package, then each local package it depends on, directly or through another local package.
    package let packages: [SwiftPackage]

    /// Describes the package in a directory and the local packages it depends on.
    ///
    /// - Parameters:
    ///   - directory: The root package's directory.
    ///   - cacheDirectory: Where to keep each description for the next run, if anywhere.
    /// - Returns: The packages.
    /// - Throws: ``GraphError/notAPackage(path:)`` or ``GraphError/unreadableManifest(path:output:)``.
    package static func describe(
        at directory: String, cacheDirectory: URL? = nil
    ) throws(GraphError) -> PackageWorkspace {
        let root = try SwiftPackage.describe(at: directory, cacheDirectory: cacheDirectory)
        var packages = [root]
        var seen: Set<String> = [root.path]
        var pending = root.localDependencyPaths
        while let path = pending.first {
            pending.removeFirst()
            guard seen.insert(path).inserted else { continue }
            let package = try SwiftPackage.describe(at: path, cacheDirectory: cacheDirectory)
            guard !package.providesGraft else { continue }
            packages.append(package)
            pending += package.localDependencyPaths
        }
        return PackageWorkspace(root: root, packages: packages)
    }

    /// Every module that imports Graft: the root package's, then each local dependency's.
    package var graftModules: [Module] {
        packages.flatMap { package in package.graftTargets.map { module($0, of: package) } }
    }

    /// Every library and executable module of the packages, whether it imports Graft or not.
    package var buildableModules: [Module] {
        packages.flatMap { package in package.buildableTargets.map { module($0, of: package) } }
    }

    /// A target of one of ``packages`` as a module to read.
    private func module(_ target: SwiftPackage.Target, of package: SwiftPackage) -> Module {
        let isInRoot = package.path == root.path
        return Module(
            package: package, target: target, isInRoot: isInRoot,
            isExported: isInRoot && root.exportedTargets.contains(target.name))
    }

    /// The modules to read for a report on `target`, or on the whole workspace: every module that imports
    /// Graft, and the requested target even when it does not, such as a test target with mock components.
    ///
    /// - Parameter target: The target the report is limited to, if any.
    /// - Returns: The modules.
    /// - Throws: ``GraphError/noSuchTarget(name:package:candidates:)`` for a target no package declares, or
    ///   ``GraphError/noGraftTarget(package:candidates:)`` when no module imports Graft.
    package func modules(for target: String?) throws(GraphError) -> [Module] {
        var modules = graftModules
        if let target, !modules.contains(where: { $0.target.name == target }) {
            guard
                let package = packages.first(where: { package in package.swiftTargets.contains { $0.name == target } }),
                let declared = package.swiftTargets.first(where: { $0.name == target })
            else {
                let candidates = packages.flatMap { $0.swiftTargets.map(\.name) }.sorted()
                throw .noSuchTarget(name: target, package: root.name, candidates: candidates)
            }
            let requested = module(declared, of: package)
            // SwiftPM builds the test targets of the root package only.
            if declared.type == "test", !requested.isInRoot {
                throw .testTargetOfDependency(name: target, package: package.name, path: package.path)
            }
            modules.append(requested)
        }
        guard !modules.isEmpty else {
            throw .noGraftTarget(package: root.name, candidates: root.buildableTargets.map(\.name).sorted())
        }
        return modules
    }

    /// The targets a target depends on, by name: those of its own package, then those of the products of the local
    /// packages it depends on.
    ///
    /// - Parameters:
    ///   - target: A target of `package`.
    ///   - package: One of ``packages``.
    /// - Returns: The targets' names; products of packages graft does not read, such as Graft's, add none.
    package func dependencies(of target: SwiftPackage.Target, in package: SwiftPackage) -> [String] {
        let dependedOn = packages.filter { package.localDependencyPaths.contains($0.path) }
        let fromProducts = (target.productDependencies ?? []).flatMap { name in
            dependedOn.flatMap { ($0.products ?? []).filter { $0.name == name }.flatMap(\.targets) }
        }
        return (target.targetDependencies ?? []) + fromProducts
    }
}

extension SwiftPackage {
    /// The directories of the local packages this one depends on with `.package(path:)`.
    var localDependencyPaths: [String] {
        (dependencies ?? []).filter { $0.type == "fileSystem" }.compactMap(\.path)
    }
}
