import Dispatch
import Foundation
import Synchronization

/// Builds a workspace's packages in graft's own build directory, with the compiler writing each module's symbol
/// graph as it compiles the module, and reads those graphs.
///
/// The compiler already has each module's declarations in hand when it writes the module's interface, so the
/// graphs cost the build little, and a module that is not compiled again keeps the graph it has. The flags that ask
/// for them change every compiler command, which is why graft builds in a directory of its own: sharing the
/// package's `.build` would make `swift build` and graft compile everything again each time the other ran.
///
/// ```
/// <package>/.build/graft/            graft's build directory, unless --scratch-path names another
/// ├── debug/ ...                     what swift build writes there
/// └── graft-symbol-graphs/
///     ├── Home.symbols.json          module Home's declarations
///     └── Home@Graft.symbols.json    module Home's extensions of Graft's types
/// ```
enum PackageBuild {
    /// A module's symbol graph, or the part of another module's graph that extends this module's types.
    struct ModuleGraph {
        /// The module whose declarations the graph holds: for an extension graph `A@B`, the extended module B.
        let module: String
        let graph: SymbolGraph
    }

    /// The file that marks a build whose stale extension graphs are not yet removed; see ``removeStaleGraphs(in:)``.
    private static let pendingMarker = ".build-pending"

    /// The build directory graft uses: the one given, or `.build/graft` in the root package.
    ///
    /// - Parameters:
    ///   - workspace: The packages read.
    ///   - scratchPath: The build directory given with `--scratch-path`, if any.
    /// - Returns: The directory's absolute path.
    static func scratchDirectory(of workspace: PackageWorkspace, scratchPath: String?) -> String {
        let directory =
            scratchPath ?? URL(fileURLWithPath: workspace.root.path).appendingPathComponent(".build/graft").path
        return URL(fileURLWithPath: directory).standardizedFileURL.path
    }

    /// Decodes the symbol graphs that ``build(_:in:scratchPath:)`` had the compiler write for each module, private
    /// declarations included.
    ///
    /// - Parameters:
    ///   - modules: The modules to read.
    ///   - workspace: The packages they belong to.
    ///   - scratchPath: The build directory given with `--scratch-path`, if any.
    /// - Returns: The symbol graphs, each module's own first.
    /// - Throws: ``GraphError/symbolGraphFailed(target:output:)``.
    static func symbolGraphs(
        of modules: [PackageWorkspace.Module], in workspace: PackageWorkspace, scratchPath: String?
    ) throws(GraphError) -> [ModuleGraph] {
        let directory = URL(fileURLWithPath: scratchDirectory(of: workspace, scratchPath: scratchPath))
            .appendingPathComponent("graft-symbol-graphs")
        let present = Set((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
        var found: [(target: String, file: String)] = []
        for module in modules {
            let name = module.target.c99name
            guard present.contains(name + ".symbols.json") else {
                throw .symbolGraphFailed(
                    target: module.target.name,
                    output: "the build wrote no symbol graph for module \(name) to \(directory.path): graft "
                        + "reads the libraries and executables the build compiles; if that directory was deleted, "
                        + "delete \(directory.deletingLastPathComponent().path) too and run graft again")
            }
            found.append((module.target.name, name + ".symbols.json"))
            found += present.filter { $0.hasPrefix(name + "@") && $0.hasSuffix(".symbols.json") }.sorted().map {
                (module.target.name, $0)
            }
        }
        let files = found
        // Decoding is most of what is left once the build is up to date, and each file decodes on its own.
        let decoded = Mutex<[Int: Result<ModuleGraph, GraphError>]>([:])
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            let result = Result { () throws(GraphError) -> ModuleGraph in
                try read(files[index].file, in: directory, target: files[index].target)
            }
            decoded.withLock { $0[index] = result }
        }
        var graphs: [ModuleGraph] = []
        for index in files.indices {
            guard let result = decoded.withLock({ $0[index] }) else { continue }
            graphs.append(try result.get())
        }
        // A module's own graph comes before the graphs that extend it, so its declarations win.
        return graphs.filter { !$0.graph.isExtension } + graphs.filter(\.graph.isExtension)
    }

    /// Decodes one symbol graph file.
    private static func read(
        _ file: String, in directory: URL, target: String
    ) throws(GraphError) -> ModuleGraph {
        let name = String(file.dropLast(".symbols.json".count))
        let extended = name.split(separator: "@").last.map(String.init) ?? name
        var graph: SymbolGraph
        do {
            let data = try Data(contentsOf: directory.appendingPathComponent(file))
            graph = try JSONDecoder().decode(SymbolGraph.self, from: data)
        } catch {
            throw .symbolGraphFailed(
                target: target, output: "the symbol graph \(file) could not be read: \(error)")
        }
        graph.isExtension = name.contains("@")
        return ModuleGraph(module: extended, graph: graph)
    }

    /// Builds the root package, and every module read that the root package does not build, in graft's build
    /// directory with the compiler writing symbol graphs.
    ///
    /// - Parameters:
    ///   - modules: The modules to read.
    ///   - workspace: The packages they belong to.
    ///   - scratchPath: The build directory given with `--scratch-path`, if any.
    /// - Throws: ``GraphError/buildFailed(package:output:lines:)`` with the compiler's output and no lines yet.
    static func build(
        _ modules: [PackageWorkspace.Module], in workspace: PackageWorkspace, scratchPath: String?
    ) throws(GraphError) {
        let scratch = scratchDirectory(of: workspace, scratchPath: scratchPath)
        let graphs = URL(fileURLWithPath: scratch).appendingPathComponent("graft-symbol-graphs")
        let marker = graphs.appendingPathComponent(pendingMarker)
        do {
            try FileManager.default.createDirectory(at: graphs, withIntermediateDirectories: true)
        } catch {
            throw .buildFailed(
                package: workspace.root.name, output: "error: cannot create \(graphs.path): \(error)", lines: [])
        }
        // A marker left by a build that stopped before its clean-up keeps its older time, so that clean-up
        // still happens.
        if !FileManager.default.fileExists(atPath: marker.path) {
            _ = FileManager.default.createFile(atPath: marker.path, contents: nil)
        }
        let arguments =
            ["build", "--package-path", workspace.root.path, "--scratch-path", scratch]
            + [
                "-emit-symbol-graph", "-emit-symbol-graph-dir", graphs.path, "-symbol-graph-minimum-access-level",
                "private", "-symbol-graph-skip-synthesized-members",
            ].flatMap { ["-Xswiftc", $0] }
        let build = try ToolProcess.swift(arguments)
        guard build.succeeded else {
            throw .buildFailed(package: workspace.root.name, output: build.combined, lines: [])
        }
        for module in modules where !module.isInRoot {
            let built = try ToolProcess.swift(arguments + ["--target", module.target.name])
            guard built.succeeded else {
                throw .buildFailed(package: workspace.root.name, output: built.combined, lines: [])
            }
        }
        removeStaleGraphs(in: graphs)
    }

    /// Removes the extension graphs that a module compiled again no longer has.
    ///
    /// The compiler writes a module's graph and one `Module@Extended.symbols.json` per module whose types it
    /// extends, and never removes one it no longer writes. So a module whose own graph is newer than the marker
    /// set before the build was compiled again, and each of its extension graphs older than the marker is left
    /// from an earlier version of the module.
    ///
    /// - Parameter directory: The directory the compiler writes the graphs to, which holds the marker.
    private static func removeStaleGraphs(in directory: URL) {
        let manager = FileManager.default
        func modified(_ name: String) -> Date? {
            (try? manager.attributesOfItem(atPath: directory.appendingPathComponent(name).path))?[.modificationDate]
                as? Date
        }
        guard let started = modified(pendingMarker) else { return }
        let files = (try? manager.contentsOfDirectory(atPath: directory.path)) ?? []
        for file in files where file.hasSuffix(".symbols.json") && file.contains("@") {
            let module = String(file.prefix { $0 != "@" })
            guard let own = modified(module + ".symbols.json"), own >= started,
                let written = modified(file), written < started
            else { continue }
            try? manager.removeItem(at: directory.appendingPathComponent(file))
        }
        try? manager.removeItem(at: directory.appendingPathComponent(pendingMarker))
    }
}
