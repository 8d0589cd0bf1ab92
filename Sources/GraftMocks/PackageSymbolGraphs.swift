import Foundation
import GraftDeclaredGraph
import GraftPackageReading

/// The symbol graph files of every module a package builds, and the targets of the package and of the local packages
/// it depends on: what `graft mocks` reads.
struct PackageSymbolGraphs: Sendable {
    /// One symbol graph file as the compiler wrote it, such as `Home.symbols.json` or `Home@Graft.symbols.json`.
    struct File: Sendable {
        /// The file's name.
        let name: String
        /// Its JSON.
        let data: Data
    }

    /// A target of the root package or of a local package, with what `graft mocks` needs to know of it.
    struct Target: Sendable {
        /// The target's name.
        let name: String
        /// The module name the compiler uses.
        let moduleName: String
        /// `library`, `executable` or `test`.
        let type: String
        /// The target's directory, absolute.
        let directory: String
        /// The targets it depends on: those of its package, and those of the local packages' products it names.
        let dependencies: [String]
        /// The products it depends on, by name, such as `GraftTesting`.
        let products: [String]
        /// Whether any of its Swift files imports Graft.
        let importsGraft: Bool
        /// Whether it belongs to the root package, whose test targets alone SwiftPM builds.
        let isInRoot: Bool
    }

    /// The root package's name.
    let packageName: String
    /// The root package's directory, absolute.
    let packageRoot: String
    /// The Swift targets of the root package and of the local packages it depends on, by name.
    let targets: [Target]
    /// Every symbol graph file in graft's build directory after the build, by name.
    let files: [File]

    /// The targets, each by its name.
    var targetsByName: [String: Target] {
        Dictionary(targets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Builds a package as ``FeatureGraph/load(packagePath:target:scratchPath:)`` does and reads every symbol graph
    /// file the build left.
    ///
    /// - Parameters:
    ///   - packagePath: The package's directory.
    ///   - scratchPath: The build directory to use instead of `.build/graft`.
    ///   - timer: Ends the `describe` and `build` phases.
    /// - Returns: The files and the targets.
    /// - Throws: A ``GraphError`` saying what was wrong with the package or the build.
    static func build(
        packagePath: String, scratchPath: String? = nil, timer: inout PhaseTimer
    ) throws(GraphError)
        -> PackageSymbolGraphs
    {
        try PackageWorkspace.withBuildDirectory(packagePath: packagePath, scratchPath: scratchPath) {
            (cache) throws(GraphError) -> PackageSymbolGraphs in
            try read(packagePath: packagePath, scratchPath: scratchPath, cache: cache, timer: &timer)
        }
    }

    /// Builds and reads while this process holds the build directory.
    private static func read(
        packagePath: String, scratchPath: String?, cache: URL, timer: inout PhaseTimer
    ) throws(GraphError) -> PackageSymbolGraphs {
        let workspace = try PackageWorkspace.describe(at: packagePath, cacheDirectory: cache)
        let modules = workspace.graftModules
        timer.finish("describe")
        try workspace.build(modules, scratchPath: scratchPath)
        timer.finish("build")
        let directory = PackageBuild.symbolGraphDirectory(of: workspace, scratchPath: scratchPath)
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
            .filter { $0.hasSuffix(".symbols.json") }.sorted()
        let files = names.compactMap { name in
            (try? Data(contentsOf: directory.appendingPathComponent(name))).map { File(name: name, data: $0) }
        }
        let root = workspace.root
        let targets = workspace.packages.flatMap { package in
            package.swiftTargets.map { target in
                Target(
                    name: target.name, moduleName: target.c99name, type: target.type,
                    directory: URL(fileURLWithPath: package.path).appendingPathComponent(target.path).path,
                    dependencies: workspace.dependencies(of: target, in: package),
                    products: target.productDependencies ?? [],
                    importsGraft: package.importsGraft(target), isInRoot: package.path == root.path)
            }
        }.sorted { $0.name < $1.name }
        return PackageSymbolGraphs(packageName: root.name, packageRoot: root.path, targets: targets, files: files)
    }
}
