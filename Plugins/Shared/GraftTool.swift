import Foundation
import PackagePlugin

/// Runs the `graft` tool on the package a command plugin runs in; `GraftPlugin` and `GraftEditPlugin` share it
/// through a symbolic link, since a plugin can depend on no library.
///
/// Every option works as in the executable. It adds `--package-path` with the package's directory, and for
/// `graph`, `check`, `fix` and `mocks` a `--scratch-path` of its own, since SwiftPM holds the package's build directory while a
/// plugin runs and a `swift build` there would wait for it forever. Diagnostics keep their `file:line:column:`
/// form, with the package's directory put in front of each path so that editors find the file.
enum GraftTool {
    /// The subcommands that write to the package unless they are given `--dry-run`.
    static let writingSubcommands: Set<String> = ["fix", "new", "mocks"]

    /// Whether a command line writes to the package: `fix`, `new` or `mocks` without `--dry-run` (or, for `mocks`,
    /// `--check`).
    ///
    /// - Parameter arguments: The plugin's arguments, the subcommand first.
    /// - Returns: `true` when the tool would write.
    static func writes(_ arguments: [String]) -> Bool {
        writingSubcommands.contains(arguments.first ?? "") && !arguments.contains("--dry-run")
            && !(arguments.first == "mocks" && arguments.contains("--check"))
    }

    /// Runs `graft` with the plugin's arguments and prints what it printed.
    ///
    /// - Parameters:
    ///   - context: The plugin's context.
    ///   - arguments: The arguments after the verb, such as `["check", "--target", "Home"]`.
    /// - Throws: ``GraftFailure`` when the tool fails, or the error of starting it.
    static func run(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "graft")
        let package = context.package.directoryURL
        var toolArguments = arguments
        let subcommand = arguments.first ?? ""
        if ["graph", "check", "fix", "new", "mocks"].contains(subcommand) {
            if !has("--package-path", in: arguments) { toolArguments += ["--package-path", package.path] }
            if subcommand != "new", !has("--scratch-path", in: arguments) {
                toolArguments += [
                    "--scratch-path", context.pluginWorkDirectoryURL.appendingPathComponent("build").path,
                ]
            }
        }
        let process = Process()
        process.executableURL = tool.url
        process.arguments = toolArguments
        // `graft new --path` is relative to where the command runs, which is the package's directory.
        process.currentDirectoryURL = package
        // The plugin's own standard input may be closed; the tool gets one that is open, and reads nothing from it.
        process.standardInput = FileHandle.nullDevice
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // Read both pipes while the tool runs, so a long report cannot fill a pipe and stall it.
        async let printed = read(output)
        async let complained = read(errors)
        let (outputText, errorText) = await (printed, complained)
        process.waitUntilExit()
        let packageDirectory = arguments.value(of: "--package-path").map {
            URL(fileURLWithPath: $0, relativeTo: package)
        }
        let root = (packageDirectory ?? package).standardizedFileURL.path
        print(locating(outputText, in: root), terminator: "")
        FileHandle.standardError.write(Data(locating(errorText, in: root).utf8))
        guard process.terminationStatus == 0 else {
            throw GraftFailure(status: process.terminationStatus)
        }
    }

    /// A command line the plugin does not run, with the one line that says which command to run instead.
    struct Refusal: Error, CustomStringConvertible {
        let description: String
    }

    /// The tool's non-zero exit status, which makes the command fail.
    struct GraftFailure: Error, CustomStringConvertible {
        let status: Int32
        var description: String { "graft exited with status \(status)" }
    }

    private static func has(_ option: String, in arguments: [String]) -> Bool {
        arguments.contains { $0 == option || $0.hasPrefix(option + "=") }
    }

    private static func read(_ pipe: Pipe) async -> String {
        String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    }

    /// Puts the package's directory in front of each diagnostic's relative path: `Sources/A.swift:3:5: error:`
    /// becomes `/path/to/package/Sources/A.swift:3:5: error:`.
    static func locating(_ text: String, in root: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            let isDiagnostic = [": error: ", ": warning: ", ": note: "].contains { line.contains($0) }
            guard isDiagnostic, let first = line.first, first != "/", line.hasPrefix("graft:") == false,
                let colon = line.firstIndex(of: ":"), line[..<colon].hasSuffix(".swift")
            else { return String(line) }
            return root + "/" + line
        }.joined(separator: "\n")
    }
}

extension [String] {
    /// The value given to an option, as `--option value` or `--option=value`.
    fileprivate func value(of option: String) -> String? {
        if let index = firstIndex(of: option), index + 1 < count { return self[index + 1] }
        return first { $0.hasPrefix(option + "=") }.map { String($0.dropFirst(option.count + 1)) }
    }
}
