import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The `landmarks` executable that `swift build` put next to this test bundle, run as a child process.
enum LandmarksBinary {
    /// What one run printed and how it exited.
    struct Run {
        let status: Int32
        let standardOutput: String
        let standardError: String

        var outputLines: [String] { lines(standardOutput) }
        /// The output with each line `tree` printed cut to its indentation and feature name, without the live
        /// snapshot's details; other lines as they are.
        var treeLines: [String] { outputLines.map(featureOutline) }
        var errorLines: [String] { lines(standardError) }

        private func lines(_ text: String) -> [String] {
            text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        }
    }

    struct NotFound: Error, CustomStringConvertible {
        let searched: [String]

        var description: String {
            "cannot find the landmarks executable in \(searched.joined(separator: ", ")); build it with swift build"
        }
    }

    /// Runs the executable with arguments and piped standard input, in an environment whose home and data
    /// directories are `home`, so nothing outside it is touched.
    static func run(_ arguments: [String], input: String = "", home: URL) throws -> Run {
        let files = home.appending(path: ".run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: files, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: files) }
        let inputFile = files.appending(path: "stdin")
        let outputFile = files.appending(path: "stdout")
        let errorFile = files.appending(path: "stderr")
        try Data(input.utf8).write(to: inputFile)
        try Data().write(to: outputFile)
        try Data().write(to: errorFile)

        let process = Process()
        process.executableURL = try executable()
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["HOME"] = home.path
        environment["XDG_DATA_HOME"] = home.appending(path: "data").path
        process.environment = environment
        process.currentDirectoryURL = home
        process.standardInput = try FileHandle(forReadingFrom: inputFile)
        process.standardOutput = try FileHandle(forWritingTo: outputFile)
        process.standardError = try FileHandle(forWritingTo: errorFile)
        try process.run()
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus,
            standardOutput: try String(contentsOf: outputFile, encoding: .utf8),
            standardError: try String(contentsOf: errorFile, encoding: .utf8))
    }

    /// The executable: in the build products folder that holds this test bundle, or the package's debug build.
    static func executable() throws -> URL {
        var folders = [URL(filePath: CommandLine.arguments[0]).deletingLastPathComponent()]
        // On macOS the tests run inside an .xctest bundle, which sits in the products folder.
        folders += Bundle.allBundles.map(\.bundleURL).filter { $0.pathExtension == "xctest" }.map {
            $0.deletingLastPathComponent()
        }
        let packageRoot = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        folders.append(packageRoot.appending(path: ".build/debug"))
        let candidates = folders.map { $0.appending(path: "landmarks") }
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            throw NotFound(searched: candidates.map(\.path))
        }
        return found
    }

    /// A loopback port with nothing listening on it: bound once by the system, then released.
    static func closedPort() throws -> UInt16 {
        #if canImport(Glibc)
        let probe = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let probe = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard probe >= 0 else { throw POSIXError(.EBADF) }
        defer { close(probe) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(probe, $0, length) == 0 && getsockname(probe, $0, &length) == 0
            }
        }
        guard bound else { throw POSIXError(.EADDRNOTAVAIL) }
        return UInt16(bigEndian: address.sin_port)
    }
}

/// Runs `body` with a new empty directory, removed afterwards.
func withTemporaryDirectory<Result>(_ body: (URL) throws -> Result) throws -> Result {
    let directory = FileManager.default.temporaryDirectory.appending(path: "landmarks-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    return try body(directory)
}

/// A `tree` line cut to its indentation and feature name (`"  Home (active) · HomeRouter …"` → `"  Home"`); any
/// other line unchanged.
func featureOutline(_ line: String) -> String {
    guard let marker = line.range(of: " (active) · ") ?? line.range(of: " (inactive) · ") else { return line }
    return String(line[..<marker.lowerBound])
}
