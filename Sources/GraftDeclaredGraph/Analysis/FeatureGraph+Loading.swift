package import Foundation
package import GraftPackageReading

extension FeatureGraph {
    /// Reads the feature graph of a package, and of the local packages it depends on, as the compiler sees it.
    ///
    /// Builds the package with `swift build` in graft's own build directory, with the compiler writing the symbol
    /// graph of every module, and reads the graphs of the modules that import Graft and the source files they
    /// point to, for what the graphs leave out.
    /// The result is one graph, whose edges cross modules.
    ///
    /// - Parameters:
    ///   - packagePath: The package's directory.
    ///   - target: A target to read even if it does not import Graft, for a report limited to it with
    ///     ``limited(to:)`` or ``checkReport(target:)``.
    ///   - scratchPath: The build directory to use instead of `.build/graft`.
    /// - Returns: The whole feature graph, which resolves every feature's parents and children.
    /// - Throws: A ``GraphError`` saying what was wrong with the package, the target or the build.
    package static func load(
        packagePath: String, target: String? = nil, scratchPath: String? = nil
    ) throws(GraphError) -> FeatureGraph {
        try PackageWorkspace.withBuildDirectory(packagePath: packagePath, scratchPath: scratchPath) {
            (cache) throws(GraphError) -> FeatureGraph in
            try load(packagePath: packagePath, target: target, scratchPath: scratchPath, cache: cache)
        }
    }

    /// Reads the feature graph while this process holds the build directory.
    private static func load(
        packagePath: String, target: String?, scratchPath: String?, cache: URL
    ) throws(GraphError) -> FeatureGraph {
        var timer = PhaseTimer()
        let workspace = try PackageWorkspace.describe(at: packagePath, cacheDirectory: cache)
        let modules = try workspace.modules(for: target)
        timer.finish("describe")
        try workspace.build(modules, scratchPath: scratchPath)
        timer.finish("build")
        let graphs = try PackageBuild.symbolGraphs(of: modules, in: workspace, scratchPath: scratchPath)
        timer.finish("symbol graphs")
        let sources = SourceFiles(packageRoot: workspace.root.path)
        let graph = GraphAnalysis(
            name: workspace.root.name, moduleGraphs: graphs, sources: sources,
            exportedModules: Set(modules.filter(\.isExported).map(\.target.c99name)),
            sourcePaths: modules.flatMap { module in module.sourcePaths.map { (module.target.c99name, $0) } },
            types: workspace.typeDeclarations(sources: sources)
        ).run()
        timer.finish("analysis")
        timer.report()
        return graph
    }
}

extension PackageWorkspace {
    /// Runs `body` while this process alone uses graft's build directory, `.build/graft` or `scratchPath`.
    ///
    /// - Parameters:
    ///   - packagePath: The package's directory.
    ///   - scratchPath: The build directory to use instead of `.build/graft`.
    ///   - body: What to do with the directory, which is also where descriptions are cached.
    /// - Returns: What `body` returns.
    /// - Throws: What `body` throws.
    package static func withBuildDirectory<Value>(
        packagePath: String, scratchPath: String?, _ body: (URL) throws(GraphError) -> Value
    ) throws(GraphError) -> Value {
        let directory = URL(
            fileURLWithPath: PackageBuild.scratchDirectory(packagePath: packagePath, scratchPath: scratchPath))
        return try BuildDirectoryLock.withExclusiveUse(of: directory.path) { () throws(GraphError) -> Value in
            try body(directory)
        }
    }

    /// Builds `modules` with their symbol graphs; a failed build says, for each requirement a parent does not
    /// provide, what graft knows of it.
    ///
    /// - Parameters:
    ///   - modules: The modules to build.
    ///   - scratchPath: The build directory to use instead of `.build/graft`.
    /// - Throws: ``GraphError/buildFailed(package:output:lines:)`` with those lines, or another ``GraphError``.
    package func build(_ modules: [PackageWorkspace.Module], scratchPath: String?) throws(GraphError) {
        do {
            try PackageBuild.build(modules, in: self, scratchPath: scratchPath)
        } catch .buildFailed(let package, let output, _) {
            let failure = BuildFailure(
                output: output, modules: modules, packageRoot: root.path,
                types: typeDeclarations(sources: SourceFiles(packageRoot: root.path)))
            throw .buildFailed(package: package, output: output, lines: failure.lines)
        }
    }
}
