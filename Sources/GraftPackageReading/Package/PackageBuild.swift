import Dispatch
package import Foundation
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
/// ├── graft-symbol-graphs/
/// │   ├── Home.symbols.json          module Home's declarations
/// │   └── Home@Graft.symbols.json    module Home's extensions of Graft's types
/// ├── graft-symbol-graphs-previous/  the graphs set aside while graft builds
/// └── graft-mocks.json               the doubles `graft mocks` made last, with a digest of what they came from
/// ```
package enum PackageBuild {
    /// A module's symbol graph, or the part of another module's graph that extends this module's types.
    package struct ModuleGraph {
        /// The module whose declarations the graph holds: for an extension graph `A@B`, the extended module B.
        package let module: String
        package let graph: SymbolGraph
    }

    /// The build directory graft uses: the one given, or `.build/graft` in the root package.
    ///
    /// - Parameters:
    ///   - workspace: The packages read.
    ///   - scratchPath: The build directory given with `--scratch-path`, if any.
    /// - Returns: The directory's absolute path.
    package static func scratchDirectory(of workspace: PackageWorkspace, scratchPath: String?) -> String {
        scratchDirectory(packagePath: workspace.root.path, scratchPath: scratchPath)
    }

    /// The build directory graft uses for a package not yet described: the one given, or `.build/graft` in it.
    ///
    /// - Parameters:
    ///   - packagePath: The package's directory.
    ///   - scratchPath: The build directory given with `--scratch-path`, if any.
    /// - Returns: The directory's absolute path.
    package static func scratchDirectory(packagePath: String, scratchPath: String?) -> String {
        let directory = scratchPath ?? URL(fileURLWithPath: packagePath).appendingPathComponent(".build/graft").path
        return URL(fileURLWithPath: directory).standardizedFileURL.path
    }

    /// Where the compiler writes each module's symbol graph during graft's build.
    ///
    /// - Parameters:
    ///   - workspace: The packages read.
    ///   - scratchPath: The build directory given with `--scratch-path`, if any.
    /// - Returns: The directory.
    package static func symbolGraphDirectory(of workspace: PackageWorkspace, scratchPath: String?) -> URL {
        URL(fileURLWithPath: scratchDirectory(of: workspace, scratchPath: scratchPath))
            .appendingPathComponent("graft-symbol-graphs")
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
    package static func symbolGraphs(
        of modules: [PackageWorkspace.Module], in workspace: PackageWorkspace, scratchPath: String?
    ) throws(GraphError) -> [ModuleGraph] {
        let directory = symbolGraphDirectory(of: workspace, scratchPath: scratchPath)
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
        // The compiler's graph of a module also holds the declarations of the modules it re-exports with
        // `@_exported import`, such as Graft's in a module that re-exports Graft; each stays with its own module.
        // A declaration's identifier starts with its module's mangled name, which for an ASCII name is its length
        // and the name.
        if !graph.isExtension, name.allSatisfy(\.isASCII) {
            let prefix = "s:\(name.utf8.count)\(name)"
            graph.symbols.removeAll { !$0.identifier.precise.hasPrefix(prefix) }
        }
        // A private or file-private declaration is its type's own business, not something a feature provides or
        // needs, so it is read without its place, which keeps it out of the graph as every declaration without one.
        for index in graph.symbols.indices
        where graph.symbols[index].accessLevel == "private" || graph.symbols[index].accessLevel == "fileprivate" {
            graph.symbols[index].location = nil
        }
        return ModuleGraph(module: extended, graph: graph)
    }

    /// Builds the root package, and every module read that the root package's build leaves out (a local package's
    /// module or a test target), in graft's build directory with the compiler writing symbol graphs.
    ///
    /// - Parameters:
    ///   - modules: The modules to read.
    ///   - workspace: The packages they belong to.
    ///   - scratchPath: The build directory given with `--scratch-path`, if any.
    /// - Throws: ``GraphError/buildFailed(package:output:lines:)`` with the compiler's output and no lines yet.
    package static func build(
        _ modules: [PackageWorkspace.Module], in workspace: PackageWorkspace, scratchPath: String?
    ) throws(GraphError) {
        let scratch = scratchDirectory(of: workspace, scratchPath: scratchPath)
        let graphs = symbolGraphDirectory(of: workspace, scratchPath: scratchPath)
        let previous = URL(fileURLWithPath: scratch).appendingPathComponent("graft-symbol-graphs-previous")
        do {
            try FileManager.default.createDirectory(at: graphs, withIntermediateDirectories: true)
        } catch {
            throw .buildFailed(
                package: workspace.root.name, output: "error: cannot create \(graphs.path): \(error)", lines: [])
        }
        // A build that stopped before settling left its placeholders; settle them first.
        settle(graphs, previous: previous)
        setAside(graphs, in: previous)
        defer { settle(graphs, previous: previous) }
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
        // `swift build` builds neither the local packages' modules that the root's do not use nor test targets.
        for module in modules where !module.isInRoot || module.target.type == "test" {
            let built = try ToolProcess.swift(arguments + ["--target", module.target.name])
            guard built.succeeded else {
                throw .buildFailed(package: workspace.root.name, output: built.combined, lines: [])
            }
        }
    }

    /// Moves every graph to `previous` and leaves an empty file in its place, so that the build shows which modules
    /// it compiled: the compiler writes a graph only when its contents change, and any graph differs from an empty
    /// file, so each module compiled writes all its graphs over the placeholders, and a module not compiled leaves
    /// them empty.
    ///
    /// - Parameters:
    ///   - directory: The directory the compiler writes the graphs to.
    ///   - previous: Where the graphs wait until ``settle(_:previous:)``.
    private static func setAside(_ directory: URL, in previous: URL) {
        let manager = FileManager.default
        guard (try? manager.createDirectory(at: previous, withIntermediateDirectories: true)) != nil else { return }
        for file in (try? manager.contentsOfDirectory(atPath: directory.path)) ?? []
        where file.hasSuffix(".symbols.json") {
            let placeholder = directory.appendingPathComponent(file)
            guard (try? manager.moveItem(at: placeholder, to: previous.appendingPathComponent(file))) != nil else {
                continue
            }
            _ = manager.createFile(atPath: placeholder.path, contents: nil)
        }
    }

    /// Puts back the graphs of the modules the build did not compile, and drops the extension graphs that a module
    /// compiled again no longer writes.
    ///
    /// ```
    /// after the build       Home.symbols.json   Home@Graft.symbols.json   meaning
    /// Home not compiled     empty               empty                     put both back
    /// Home compiled         written             written                   keep both, drop the ones set aside
    /// Home compiled         written             empty                     Home no longer extends Graft: drop it
    /// ```
    ///
    /// - Parameters:
    ///   - directory: The directory the compiler writes the graphs to.
    ///   - previous: Where ``setAside(_:in:)`` moved the graphs; removed once settled.
    private static func settle(_ directory: URL, previous: URL) {
        let manager = FileManager.default
        guard let setAside = try? manager.contentsOfDirectory(atPath: previous.path) else { return }
        func isWritten(_ file: String) -> Bool {
            let size = (try? manager.attributesOfItem(atPath: directory.appendingPathComponent(file).path))?[.size]
            return ((size as? NSNumber)?.intValue ?? 0) > 0
        }
        for file in setAside {
            let placeholder = directory.appendingPathComponent(file)
            let module = String(file.prefix { $0 != "@" && $0 != "." })
            if isWritten(file) { continue }
            try? manager.removeItem(at: placeholder)
            let isStale = file.contains("@") && isWritten(module + ".symbols.json")
            if !isStale { try? manager.moveItem(at: previous.appendingPathComponent(file), to: placeholder) }
        }
        try? manager.removeItem(at: previous)
    }
}
