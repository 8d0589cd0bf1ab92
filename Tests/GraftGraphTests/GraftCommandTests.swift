import Foundation
import Testing

/// Runs the built `graft` executable, for what only the process shows: exit statuses and standard error.
@Suite struct GraftCommandTests {
    private struct Run {
        let status: Int32
        let output: String
        let errors: String
    }

    private static var executable: URL {
        #if os(macOS)
        let products = Bundle.allBundles.first { $0.bundlePath.hasSuffix(".xctest") }!.bundleURL
            .deletingLastPathComponent()
        #else
        let products = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        #endif
        return products.appendingPathComponent("graft")
    }

    private func graft(_ arguments: [String]) throws -> Run {
        let process = Process()
        process.executableURL = Self.executable
        process.arguments = arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus,
            output: String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self),
            errors: String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self))
    }

    @Test func exitsWithTheUsageStatusAndOneLineForABadOption() throws {
        let run = try graft(["graph", "--colour", "red"])
        #expect(run.status == 64)
        #expect(run.output.isEmpty)
        #expect(
            run.errors
                == "graft: error: unknown option '--colour' for 'graft graph'; run 'graft help graph' for usage\n")
    }

    @Test func exitsWithFailureAndOneLineForADirectoryThatIsNotAPackage() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("graft-empty-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try graft(["check", "--package-path", directory.path])
        #expect(run.status == 1)
        #expect(run.errors.split(separator: "\n").count == 1)
        #expect(run.errors.hasPrefix("graft: error: '\(directory.path)' is not a Swift package"))
    }

    @Test func printsHelpAndSucceeds() throws {
        let run = try graft(["help", "graph"])
        #expect(run.status == 0)
        #expect(run.output.contains("USAGE: graft graph"))
        #expect(run.errors.isEmpty)
    }
}
