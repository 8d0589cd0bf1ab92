import Foundation
import LandmarksUI

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
        guard tcgetattr(STDIN_FILENO, terminalSettingsToRestore) == 0 else {
            return Swift.readLine(strippingNewline: true)
        }
        var silent = terminalSettingsToRestore.pointee
        silent.c_lflag &= ~tcflag_t(ECHO)
        // Ctrl-C, a closed terminal or a kill while echo is off would otherwise leave the user's shell without echo.
        let previousHandlers = signalsThatEndTheProcess.map { signal($0, restoreTerminalAndDie) }
        tcsetattr(STDIN_FILENO, TCSANOW, &silent)
        defer {
            tcsetattr(STDIN_FILENO, TCSANOW, terminalSettingsToRestore)
            for (signalNumber, handler) in zip(signalsThatEndTheProcess, previousHandlers) {
                signal(signalNumber, handler)
            }
        }
        return Swift.readLine(strippingNewline: true)
    }
}

/// The signals whose default action ends the process and that a person at a terminal sends or causes.
private let signalsThatEndTheProcess = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

/// The terminal settings from before echo was turned off, for the signal handler to put back.
///
/// Memory of its own, allocated once, so the handler reads it without Swift's exclusivity checks, which are not safe
/// in a signal handler. Unsafe because a signal handler cannot be isolated: it is written only before the handler is
/// installed, and read only by the handler and the code that removes it.
nonisolated(unsafe) private let terminalSettingsToRestore = UnsafeMutablePointer<termios>.allocate(capacity: 1)

/// Puts the terminal's settings back, then lets the signal end the process as it would have.
///
/// It calls only functions that are safe in a signal handler: `tcsetattr`, `signal` and `raise`.
private let restoreTerminalAndDie: @convention(c) (Int32) -> Void = { signalNumber in
    tcsetattr(STDIN_FILENO, TCSANOW, terminalSettingsToRestore)
    signal(signalNumber, SIG_DFL)
    raise(signalNumber)
}
