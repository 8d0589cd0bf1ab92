import Dispatch
import Foundation
import Synchronization

/// Builds a workspace's packages and extracts their modules' symbol graphs with the toolchain's
/// `swift symbolgraph-extract`.
enum SymbolGraphExtraction {
    /// A module's symbol graph, or the part of another module's graph that extends this module's types.
    struct ModuleGraph {
        /// The module whose declarations the graph holds: for an extension graph `A@B`, the extended module B.
        let module: String
        let graph: SymbolGraph
    }

    /// Builds the root package, and every module read that the root package does not build, then extracts and
    /// decodes each module's symbol graphs, private declarations included.
    ///
    /// - Parameters:
    ///   - modules: The modules to read.
    ///   - workspace: The packages they belong to.
    ///   - scratchPath: The build directory to use instead of the package's `.build`.
    /// - Returns: The symbol graphs, each module's own first.
    /// - Throws: ``GraphError/buildFailed(package:output:lines:)`` or ``GraphError/symbolGraphFailed(target:output:)``.
    static func symbolGraphs(
        of modules: [PackageWorkspace.Module], in workspace: PackageWorkspace, scratchPath: String?
    ) throws(GraphError) -> [ModuleGraph] {
        try build(modules, in: workspace, scratchPath: scratchPath)
        let location = ["--package-path", workspace.root.path] + (scratchPath.map { ["--scratch-path", $0] } ?? [])
        let binPath = try ToolProcess.swift(["build"] + location + ["--show-bin-path"])
        let binDirectory = binPath.output.split(separator: "\n").last.map(String.init) ?? ""
        let firstModule = modules.first?.target.name ?? workspace.root.name
        guard binPath.succeeded, !binDirectory.isEmpty else {
            throw .symbolGraphFailed(target: firstModule, output: binPath.combined)
        }

        let outputDirectory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "graft-symbols-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: outputDirectory) }
        do {
            try FileManager.default.createDirectory(at: outputDirectory, withIntermediateDirectories: true)
        } catch {
            throw .symbolGraphFailed(target: firstModule, output: "\(error)")
        }
        let common = [
            "symbolgraph-extract", "-target", try hostTriple(), "-I", binDirectory + "/Modules", "-I", binDirectory,
            "-output-dir", outputDirectory.path, "-minimum-access-level", "private", "-skip-synthesized-members",
        ]
        let sdk = try sdkArguments()
        // One extraction per module, as many at once as there are cores: an app of a hundred modules would
        // otherwise spend most of graft's time waiting for them one by one.
        let failures = Mutex<[Int: GraphError]>([:])
        DispatchQueue.concurrentPerform(iterations: modules.count) { index in
            let module = modules[index]
            do throws(GraphError) {
                let extraction = try ToolProcess.swift(common + ["-module-name", module.target.c99name] + sdk)
                guard !extraction.succeeded else { return }
                let failure = GraphError.symbolGraphFailed(target: module.target.name, output: extraction.combined)
                failures.withLock { $0[index] = failure }
            } catch {
                failures.withLock { $0[index] = error }
            }
        }
        if let first = failures.withLock({ $0.min { $0.key < $1.key }?.value }) { throw first }
        let files =
            ((try? FileManager.default.contentsOfDirectory(atPath: outputDirectory.path)) ?? [])
            .filter { $0.hasSuffix(".symbols.json") }.sorted()
        var graphs: [ModuleGraph] = []
        for file in files {
            let name = String(file.dropLast(".symbols.json".count))
            let module = name.split(separator: "@").last.map(String.init) ?? name
            let data: Data
            var graph: SymbolGraph
            do {
                data = try Data(contentsOf: outputDirectory.appendingPathComponent(file))
                graph = try JSONDecoder().decode(SymbolGraph.self, from: data)
            } catch {
                throw .symbolGraphFailed(
                    target: module, output: "the symbol graph \(file) could not be read: \(error)")
            }
            graph.isExtension = name.contains("@")
            graphs.append(ModuleGraph(module: module, graph: graph))
        }
        // A module's own graph comes before the graphs that extend it, so its declarations win.
        return graphs.filter { !$0.graph.isExtension } + graphs.filter(\.graph.isExtension)
    }

    /// Builds the root package, and every module read that the root package does not build.
    ///
    /// - Parameters:
    ///   - modules: The modules to read.
    ///   - workspace: The packages they belong to.
    ///   - scratchPath: The build directory to use instead of the package's `.build`.
    /// - Throws: ``GraphError/buildFailed(package:output:lines:)`` with the compiler's output and no lines yet.
    static func build(
        _ modules: [PackageWorkspace.Module], in workspace: PackageWorkspace, scratchPath: String?
    ) throws(GraphError) {
        let location = ["--package-path", workspace.root.path] + (scratchPath.map { ["--scratch-path", $0] } ?? [])
        let build = try ToolProcess.swift(["build"] + location)
        guard build.succeeded else {
            throw .buildFailed(package: workspace.root.name, output: build.combined, lines: [])
        }
        for module in modules where !module.isInRoot {
            let built = try ToolProcess.swift(["build"] + location + ["--target", module.target.name])
            guard built.succeeded else {
                throw .buildFailed(package: workspace.root.name, output: built.combined, lines: [])
            }
        }
    }

    /// The triple the toolchain compiles for by default, which is what `swift build` used.
    private static func hostTriple() throws(GraphError) -> String {
        struct TargetInfo: Decodable {
            struct Target: Decodable { let triple: String }
            let target: Target
        }
        let outcome = try ToolProcess.swift(["-print-target-info"])
        guard outcome.succeeded, let info = try? JSONDecoder().decode(TargetInfo.self, from: Data(outcome.output.utf8))
        else { throw .toolUnavailable(command: "swift -print-target-info", reason: outcome.errors) }
        return info.target.triple
    }

    /// The SDK to read system modules from: needed on Apple platforms, where they are not on the default path.
    private static func sdkArguments() throws(GraphError) -> [String] {
        #if os(macOS)
        let process = Process()
        let pipe = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/xcrun")
        process.arguments = ["--show-sdk-path"]
        process.standardOutput = pipe
        do { try process.run() } catch {
            throw .toolUnavailable(command: "xcrun --show-sdk-path", reason: error.localizedDescription)
        }
        let path = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return ["-sdk", path.trimmingCharacters(in: .whitespacesAndNewlines)]
        #else
        return []
        #endif
    }
}
