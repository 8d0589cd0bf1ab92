import Foundation

/// Builds a package's target and extracts its symbol graph with the toolchain's `swift symbolgraph-extract`.
enum SymbolGraphExtraction {
    /// Builds the target, then extracts and decodes its symbol graph, private declarations included.
    ///
    /// - Parameters:
    ///   - target: The target.
    ///   - packagePath: The package's directory.
    ///   - scratchPath: The build directory to use instead of the package's `.build`.
    /// - Returns: The target's symbol graph.
    /// - Throws: ``GraphError/buildFailed(target:output:)`` or ``GraphError/symbolGraphFailed(target:output:)``.
    static func symbolGraph(
        of target: SwiftPackage.Target, packagePath: String, scratchPath: String?
    ) throws(GraphError) -> SymbolGraph {
        let location = ["--package-path", packagePath] + (scratchPath.map { ["--scratch-path", $0] } ?? [])
        let build = try ToolProcess.swift(["build"] + location + ["--target", target.name])
        guard build.succeeded else { throw .buildFailed(target: target.name, output: build.combined) }
        let binPath = try ToolProcess.swift(["build"] + location + ["--show-bin-path"])
        let binDirectory = binPath.output.split(separator: "\n").last.map(String.init) ?? ""
        guard binPath.succeeded, !binDirectory.isEmpty else {
            throw .symbolGraphFailed(target: target.name, output: binPath.combined)
        }

        let outputDirectory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "graft-symbols-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: outputDirectory) }
        do {
            try FileManager.default.createDirectory(at: outputDirectory, withIntermediateDirectories: true)
        } catch {
            throw .symbolGraphFailed(target: target.name, output: "\(error)")
        }
        var arguments = [
            "symbolgraph-extract", "-module-name", target.c99name, "-target", try hostTriple(),
            "-I", binDirectory + "/Modules", "-I", binDirectory, "-output-dir", outputDirectory.path,
            "-minimum-access-level", "private", "-skip-synthesized-members",
        ]
        arguments += try sdkArguments()
        let extraction = try ToolProcess.swift(arguments)
        let file = outputDirectory.appendingPathComponent("\(target.c99name).symbols.json")
        guard extraction.succeeded, let data = try? Data(contentsOf: file) else {
            throw .symbolGraphFailed(target: target.name, output: extraction.combined)
        }
        do {
            return try JSONDecoder().decode(SymbolGraph.self, from: data)
        } catch {
            throw .symbolGraphFailed(target: target.name, output: "the symbol graph could not be decoded: \(error)")
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
