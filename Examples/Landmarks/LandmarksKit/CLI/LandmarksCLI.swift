import Graft
import LandmarksServices
import LandmarksUI

/// The `landmarks` command line: reads the options, launches the Landmarks tree on a terminal and runs commands.
///
/// The executable's `main.swift` only calls ``run(arguments:)`` and exits with its status, so everything the
/// command line does is here, where tests can reach it.
public enum LandmarksCLI {
    /// Runs `landmarks` on the process's standard input, output and error.
    ///
    /// - Parameter arguments: The command line's arguments, without the program's name.
    /// - Returns: The exit status: 0 on success, 1 when a command failed, 64 for a command line that cannot be
    ///   understood.
    @MainActor
    public static func run(arguments: [String]) async -> Int32 {
        await run(arguments: arguments, terminal: StandardTerminal())
    }

    /// Runs `landmarks` on a terminal.
    ///
    /// - Parameters:
    ///   - arguments: The command line's arguments, without the program's name.
    ///   - terminal: Where input comes from and output goes.
    /// - Returns: The exit status.
    @MainActor
    static func run(arguments: [String], terminal: any Terminal) async -> Int32 {
        let invocation: Invocation
        do {
            invocation = try Invocation(arguments: arguments)
        } catch {
            terminal.writeDiagnostic(Diagnostic.error(error.message).description)
            return ExitStatus.usage
        }
        switch invocation.action {
        case .showHelp:
            Usage.helpLines.forEach(terminal.write)
            return ExitStatus.success
        case .showVersion:
            terminal.write(Usage.version)
            return ExitStatus.success
        case .launch:
            break
        }

        let app = AppComponent(services: invocation.services)
        let window = TerminalWindow(terminal: terminal)
        do {
            if let recovery = try app.favouritesStore.load() {
                window.report(.warning(recovery.description))
            }
        } catch {
            window.report(.error(String(describing: error)))
            return ExitStatus.failure
        }
        let restoredSession = await app.authService.currentSession()
        let root = RootBuilder(dependency: app).build(restoring: restoredSession)
        root.launch(from: window)

        let session = CommandSession(window: window, root: root)
        guard let command = invocation.command else {
            return await session.run()
        }
        let outcome = await session.perform(command)
        if session.hasWaitingLinks {
            // `landmarks open URL` before a sign-in: the session on standard input signs the user in.
            return await session.run(untilLinksOpen: true)
        }
        return outcome == .failed ? ExitStatus.failure : ExitStatus.success
    }
}
