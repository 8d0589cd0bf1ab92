import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's own standard input, output and error.
///
/// Prompts go to standard error and only when standard input is a terminal, so standard output carries nothing but
/// what commands print, whether a person or a script is typing.
@MainActor
final class StandardTerminal: Terminal {
    let isInteractive = isatty(STDIN_FILENO) == 1

    func write(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    func writeDiagnostic(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    func readLine(prompt: String) async -> String? {
        if isInteractive {
            showPrompt(prompt)
        }
        return await Self.readInputLine(echo: true)
    }

    func readPassword(prompt: String) async -> String? {
        guard isInteractive else { return await Self.readInputLine(echo: true) }
        showPrompt(prompt)
        let password = await Self.readInputLine(echo: false)
        // The newline the user typed was not echoed.
        showPrompt("\n")
        return password
    }

    private func showPrompt(_ prompt: String) {
        FileHandle.standardError.write(Data(prompt.utf8))
    }

    /// Reads a line off the main actor, which stays free for the tree's tasks while the user types.
    @concurrent
    private static func readInputLine(echo: Bool) async -> String? {
        guard !echo else { return Swift.readLine(strippingNewline: true) }
        var original = termios()
        guard tcgetattr(STDIN_FILENO, &original) == 0 else { return Swift.readLine(strippingNewline: true) }
        var silent = original
        silent.c_lflag &= ~tcflag_t(ECHO)
        tcsetattr(STDIN_FILENO, TCSANOW, &silent)
        defer { tcsetattr(STDIN_FILENO, TCSANOW, &original) }
        return Swift.readLine(strippingNewline: true)
    }
}
