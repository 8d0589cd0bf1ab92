import Foundation
import Testing

@testable import GraftDeclaredGraph
@testable import GraftPackageReading

/// A fixture package under `Fixtures/`, built and analysed at most once per test run.
enum Fixture {
    /// The repository's root, where the Graft package is.
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The checked-in fixture packages.
    static let directory = repositoryRoot.appendingPathComponent("Tests/GraftToolTests/Fixtures")

    /// The feature graph of a fixture, built the first time any test asks for it.
    ///
    /// - Parameter name: The fixture's folder name, which is also its target's name.
    /// - Returns: The graph.
    /// - Throws: The ``GraphError`` of loading the fixture.
    static func graph(_ name: String) async throws -> FeatureGraph {
        try await FixtureGraphs.shared.graph(name)
    }

    /// Copies a fixture into a new temporary directory, pointing its Graft dependency at this repository.
    ///
    /// The checked-in manifests, the root's and those of local packages inside it, name Graft by a path relative
    /// to their own folder; the copy lives elsewhere, so the path becomes absolute. A fixture with a file `Base`
    /// holds only the files in which it differs from the fixture that file names, which may have a base of its own: the
    /// copy is the base with those files laid over it, and the root package takes the fixture's name.
    ///
    /// - Parameter name: The fixture's folder name.
    /// - Returns: The copy's directory, inside a temporary directory that the caller removes with ``remove(_:)``.
    /// - Throws: A file system error.
    static func copy(_ name: String) throws -> URL {
        let manager = FileManager.default
        let temporary = manager.temporaryDirectory.appendingPathComponent("graft-fixture-\(UUID())")
        let copy = temporary.appendingPathComponent(name)
        try manager.createDirectory(at: temporary, withIntermediateDirectories: true)
        let root = try lay(name, at: copy)
        if root != name {
            let manifest = copy.appendingPathComponent("Package.swift")
            try String(contentsOf: manifest, encoding: .utf8).replacing("name: \"\(root)\"", with: "name: \"\(name)\"")
                .write(to: manifest, atomically: true, encoding: .utf8)
        }
        for case let path as String in manager.enumerator(atPath: copy.path)! where path.hasSuffix("Package.swift") {
            let manifest = copy.appendingPathComponent(path)
            let text = try String(contentsOf: manifest, encoding: .utf8)
            let rewritten = text.replacing(/name: "Graft", path: "[.\/]+"/) { _ in
                "name: \"Graft\", path: \"\(repositoryRoot.path)\""
            }
            try rewritten.write(to: manifest, atomically: true, encoding: .utf8)
        }
        return copy
    }

    /// Writes a fixture's files at `copy`: its base's first, when it names one in `Base` (which may have a base
    /// of its own), then its own over them.
    ///
    /// - Returns: The name of the fixture at the bottom of the chain, whose manifest the copy has.
    private static func lay(_ name: String, at copy: URL) throws -> String {
        let manager = FileManager.default
        let source = directory.appendingPathComponent(name)
        guard
            let base = try? String(contentsOf: source.appendingPathComponent("Base"), encoding: .utf8)
                .trimmingCharacters(in: .whitespacesAndNewlines)
        else {
            try manager.copyItem(at: source, to: copy)
            try? manager.removeItem(at: copy.appendingPathComponent("Expected"))
            return name
        }
        let root = try lay(base, at: copy)
        for case let path as String in manager.enumerator(atPath: source.path)!
        where path != "Base" && !path.hasPrefix("Expected") {
            let from = source.appendingPathComponent(path)
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: from.path, isDirectory: &isDirectory), !isDirectory.boolValue
            else { continue }
            let to = copy.appendingPathComponent(path)
            try manager.createDirectory(at: to.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? manager.removeItem(at: to)
            try manager.copyItem(at: from, to: to)
        }
        return root
    }

    /// The build directory every fixture shares, so Graft itself is compiled once for all of them; it is kept
    /// between runs and belongs to this checkout alone.
    static let scratchPath = FileManager.default.temporaryDirectory.appendingPathComponent(
        "graft-fixture-build-" + String(repositoryRoot.path.map { $0.isLetter || $0.isNumber ? $0 : "-" })
    ).path

    /// Removes a copy made by ``copy(_:)``, and the lock files SwiftPM left for it in the temporary directory.
    ///
    /// - Parameter copy: The copy's directory.
    static func remove(_ copy: URL) {
        let temporary = copy.deletingLastPathComponent()
        try? FileManager.default.removeItem(at: temporary)
        let lockPrefix = temporary.path.replacing("/", with: "_")
        let directory = FileManager.default.temporaryDirectory
        for name in (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        where name.hasPrefix(lockPrefix) && name.hasSuffix(".lock") {
            try? FileManager.default.removeItem(at: directory.appendingPathComponent(name))
        }
    }

    /// The Swift files of a copy, with their text, to see what a command changed.
    ///
    /// - Parameter copy: The copy's directory.
    /// - Returns: Each file's text by its path relative to the copy, build directories left out.
    /// - Throws: A file system error.
    static func sources(of copy: URL) throws -> [String: String] {
        var texts: [String: String] = [:]
        for case let path as String in FileManager.default.enumerator(atPath: copy.path)!
        where path.hasSuffix(".swift") && !path.hasPrefix(".build") {
            texts[path] = try String(contentsOf: copy.appendingPathComponent(path), encoding: .utf8)
        }
        return texts
    }

    /// Runs a program on a thread of its own (see ``onOwnThread(_:)``) and waits for it.
    ///
    /// - Parameters:
    ///   - executable: The program's path.
    ///   - arguments: Its arguments.
    /// - Returns: Its standard output and standard error together, and its exit status.
    /// - Throws: The error of starting it.
    static func run(_ executable: String, _ arguments: [String]) async throws -> (String, Int32) {
        try await onOwnThread { try runBlocking(executable, arguments) }
    }

    /// Runs a program and blocks until it exits, for work already on a thread of its own, such as a build passed to
    /// ``FixtureGraphs/exclusively(_:)``.
    ///
    /// - Parameters:
    ///   - executable: The program's path.
    ///   - arguments: Its arguments.
    /// - Returns: Its standard output and standard error together, and its exit status.
    /// - Throws: The error of starting it.
    static func runBlocking(_ executable: String, _ arguments: [String]) throws -> (String, Int32) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (text, process.terminationStatus)
    }

    /// Runs `swift format lint --strict` with the repository's configuration.
    ///
    /// - Parameter files: The files' paths.
    /// - Returns: What it printed, and its exit status, 0 when the files are clean.
    /// - Throws: The error of starting it.
    static func lint(_ files: [String]) async throws -> (String, Int32) {
        try await run(
            "/usr/bin/env",
            [
                "swift", "format", "lint", "--strict", "--configuration",
                repositoryRoot.appendingPathComponent(".swift-format").path,
            ]
                + files)
    }

    /// Compares output with the golden file checked in under `Fixtures/<name>/Expected/`.
    ///
    /// With `GRAFT_UPDATE_GOLDENS=1` in the environment it writes the golden file instead.
    ///
    /// - Parameters:
    ///   - actual: The output.
    ///   - fixture: The fixture's folder name.
    ///   - file: The golden file's name, such as `graph.mmd`.
    ///   - sourceLocation: Where a mismatch is reported; leave the default.
    /// - Throws: A file system error while writing golden files.
    static func expectGolden(
        _ actual: String, fixture: String, file: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let golden = directory.appendingPathComponent(fixture).appendingPathComponent("Expected")
            .appendingPathComponent(file)
        if ProcessInfo.processInfo.environment["GRAFT_UPDATE_GOLDENS"] == "1" {
            try FileManager.default.createDirectory(
                at: golden.deletingLastPathComponent(), withIntermediateDirectories: true)
            try actual.write(to: golden, atomically: true, encoding: .utf8)
            return
        }
        guard let expected = try? String(contentsOf: golden, encoding: .utf8) else {
            Issue.record(
                "no golden file \(fixture)/Expected/\(file); run GRAFT_UPDATE_GOLDENS=1 swift test to write it",
                sourceLocation: sourceLocation)
            return
        }
        #expect(
            actual == expected,
            "differs from \(fixture)/Expected/\(file); if the change is intended, run GRAFT_UPDATE_GOLDENS=1 swift test",
            sourceLocation: sourceLocation)
    }
}

/// Builds each fixture once and keeps its graph, one build at a time, each on a thread of its own.
actor FixtureGraphs {
    static let shared = FixtureGraphs()

    private var graphs: [String: Task<FeatureGraph, any Error>] = [:]
    /// The last build queued; each build waits for the one before it, since two builds at once on two cores only
    /// make both slow.
    private var lastBuild: Task<Void, Never>?

    /// Runs work that builds a package, one such build at a time with the fixtures' own, on a thread of its own.
    ///
    /// - Parameter work: The work; it may block.
    /// - Returns: What the work returns.
    /// - Throws: What the work throws.
    func exclusively<Value: Sendable>(_ work: @escaping @Sendable () throws -> Value) async throws -> Value {
        let previous = lastBuild
        let build = Task {
            await previous?.value
            // SwiftPM keeps the build plan of the last package built in a scratch directory and reuses it while
            // that package's files are unchanged, even for another package: without this, a fixture built after
            // one that compiled would "build" in no time and compile nothing.
            try? FileManager.default.removeItem(atPath: Fixture.scratchPath + "/debug.yaml")
            return try await onOwnThread(work)
        }
        lastBuild = Task { _ = try? await build.value }
        return try await build.value
    }

    func graph(_ name: String) async throws -> FeatureGraph {
        if let known = graphs[name] { return try await known.value }
        let load = Task {
            try await exclusively {
                let copy = try Fixture.copy(name)
                defer { Fixture.remove(copy) }
                return try FeatureGraph.load(packagePath: copy.path, scratchPath: Fixture.scratchPath)
            }
        }
        graphs[name] = load
        return try await load.value
    }
}

/// Runs blocking work, such as a build or a child process, on a thread of its own and awaits it.
///
/// Swift Testing runs every test's async code on a pool with one thread per core; a test that blocks one of them
/// for a whole package build (tens of seconds on two cores) stalls every other test, and a test that waits with a
/// deadline then fails for no fault of its own.
///
/// - Parameter work: The blocking work.
/// - Returns: What the work returns.
/// - Throws: What the work throws.
func onOwnThread<Value: Sendable>(_ work: @escaping @Sendable () throws -> Value) async throws -> Value {
    try await withCheckedThrowingContinuation { continuation in
        Thread { continuation.resume(with: Result { try work() }) }.start()
    }
}
