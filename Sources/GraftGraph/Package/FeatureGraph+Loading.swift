import Foundation

extension FeatureGraph {
    /// Reads the feature graph of a package's target as the compiler sees it.
    ///
    /// Builds the target with `swift build`, extracts its symbol graph with `swift symbolgraph-extract`, and reads
    /// the source files the symbol graph points to for what it leaves out.
    ///
    /// - Parameters:
    ///   - packagePath: The package's directory.
    ///   - target: The target to read; when `nil`, the only library or executable target that imports Graft.
    ///   - scratchPath: A build directory to use instead of the package's `.build`.
    /// - Returns: The target's feature graph.
    /// - Throws: A ``GraphError`` saying what was wrong with the package, the target or the build.
    package static func load(
        packagePath: String, target: String? = nil, scratchPath: String? = nil
    ) throws(GraphError) -> FeatureGraph {
        let package = try SwiftPackage.describe(at: packagePath)
        let chosen = try package.target(named: target)
        let symbolGraph = try SymbolGraphExtraction.symbolGraph(
            of: chosen, packagePath: packagePath, scratchPath: scratchPath)
        return FeatureGraph(symbolGraph: symbolGraph, packageRoot: package.path)
    }

    /// Assembles the graph of an already extracted symbol graph.
    ///
    /// - Parameters:
    ///   - symbolGraph: The module's symbol graph.
    ///   - packageRoot: The package's directory, which the symbol graph's paths are made relative to.
    init(symbolGraph: SymbolGraph, packageRoot: String) {
        self = GraphAnalysis(symbolGraph: symbolGraph, sources: SourceFiles(packageRoot: packageRoot)).run()
    }
}
