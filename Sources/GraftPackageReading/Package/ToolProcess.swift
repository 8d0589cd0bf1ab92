import Foundation

/// Runs a toolchain command and collects what it prints.
package enum ToolProcess {
    /// The environment the commands run in: graft's own, without what would make SwiftPM plan a build again.
    ///
    /// SwiftPM plans a build again when its environment changes, which takes seconds for a large package, so
    /// graft's own switch stays out of it, and so does the path of the command that started graft, which the shell
    /// puts in `_`.
    static var environment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["GRAFT_TIMING"] = nil
        environment["_"] = nil
        return environment
    }

    /// What a finished command left behind.
    package struct Outcome {
        /// The command's first words, such as `swift package`, for messages.
        let command: String
        /// The exit status, or the signal's number when ``wasKilled``.
        let status: Int32
        /// Whether a signal ended the command.
        let wasKilled: Bool
        let output: String
        let errors: String

        package var succeeded: Bool { status == 0 && !wasKilled }
        /// Whether the command printed nothing at all, which a command that fails on its input never does.
        var isSilent: Bool { output.allSatisfy(\.isWhitespace) && errors.allSatisfy(\.isWhitespace) }
        /// Both streams, errors last, for messages; a silent failure says how the command ended.
        package var combined: String {
            guard isSilent else { return output + errors }
            return wasKilled
                ? "'\(command)' was killed by signal \(status) and printed nothing"
                : "'\(command)' exited with status \(status) and printed nothing"
        }
    }

    /// `swift` and its subcommands without their options, such as `swift package describe`, for messages.
    private static func command(_ arguments: [String]) -> String {
        var words = ["swift"]
        var isOptionValue = false
        for argument in arguments {
            if argument.hasPrefix("-") {
                isOptionValue = true
            } else if isOptionValue {
                isOptionValue = false
            } else {
                words.append(argument)
            }
        }
        return words.joined(separator: " ")
    }

    /// Opens `/dev/null` on each standard descriptor (0, 1 and 2) that is closed, once per process.
    ///
    /// A process can start with one closed: a command plugin's own standard input may be, and so then is that of
    /// the tool it starts. The next file opened takes the free number, and `Process` wires a child's descriptors in
    /// an order it does not fix: with the output file at descriptor 0, the child's standard input could replace it
    /// before the child's standard output was copied from it, so `swift package describe` printed into `/dev/null`
    /// and graft read nothing.
    private static let standardDescriptorsOpen: Void = {
        for descriptor in Int32(0)...2 where fcntl(descriptor, F_GETFD) == -1 {
            let opened = open("/dev/null", O_RDWR)
            if opened > descriptor {
                dup2(opened, descriptor)
                close(opened)
            }
        }
    }()

    /// Runs `swift` with the given arguments, found on `PATH`.
    ///
    /// Output goes to temporary files rather than pipes, so a command that prints a lot cannot block on a full
    /// pipe.
    ///
    /// - Parameter arguments: The arguments after `swift`.
    /// - Returns: The exit status and output.
    /// - Throws: ``GraphError/toolUnavailable(command:reason:)`` when the command cannot start.
    package static func swift(_ arguments: [String]) throws(GraphError) -> Outcome {
        _ = standardDescriptorsOpen
        let directory = FileManager.default.temporaryDirectory
        let outputURL = directory.appendingPathComponent("graft-\(UUID().uuidString).out")
        let errorsURL = directory.appendingPathComponent("graft-\(UUID().uuidString).err")
        defer {
            try? FileManager.default.removeItem(at: outputURL)
            try? FileManager.default.removeItem(at: errorsURL)
        }
        let command = Self.command(arguments)
        guard FileManager.default.createFile(atPath: outputURL.path, contents: nil),
            FileManager.default.createFile(atPath: errorsURL.path, contents: nil),
            let outputHandle = try? FileHandle(forWritingTo: outputURL),
            let errorsHandle = try? FileHandle(forWritingTo: errorsURL)
        else { throw .toolUnavailable(command: command, reason: "cannot create temporary files") }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift"] + arguments
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = outputHandle
        process.standardError = errorsHandle
        do {
            try process.run()
        } catch {
            throw .toolUnavailable(command: command, reason: error.localizedDescription)
        }
        process.waitUntilExit()
        try? outputHandle.close()
        try? errorsHandle.close()
        let output = (try? String(contentsOf: outputURL, encoding: .utf8)) ?? ""
        let errors = (try? String(contentsOf: errorsURL, encoding: .utf8)) ?? ""
        if process.terminationStatus == 127 && output.isEmpty {
            throw .toolUnavailable(command: command, reason: errors.isEmpty ? "not found" : errors)
        }
        return Outcome(
            command: command, status: process.terminationStatus,
            wasKilled: process.terminationReason == .uncaughtSignal, output: output, errors: errors)
    }
}
