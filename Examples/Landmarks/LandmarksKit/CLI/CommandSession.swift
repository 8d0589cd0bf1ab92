import Graft

/// Runs commands against a launched Landmarks tree: one from the command line, or a session of them read from the
/// terminal.
///
/// `tree`, `help` and `quit` belong to the session; every other command goes down the view tree to the feature on
/// screen that handles it.
@MainActor
final class CommandSession {
    /// How a command ended.
    enum Outcome: Hashable, Sendable {
        /// It did what was asked.
        case succeeded
        /// It reported an error.
        case failed
        /// It was `quit`.
        case quit
    }

    /// The prompt shown before each command when a person is typing.
    static let prompt = "landmarks> "

    private let window: TerminalWindow
    private let root: any Routing

    /// Creates a session on a launched tree.
    ///
    /// - Parameters:
    ///   - window: The window the tree was launched into.
    ///   - root: The tree's root router.
    init(window: TerminalWindow, root: any Routing) {
        self.window = window
        self.root = root
    }

    /// Runs one command.
    ///
    /// - Parameter command: The command.
    /// - Returns: Whether it succeeded, failed or asked to quit.
    func perform(_ command: Command) async -> Outcome {
        let errorsBefore = window.errorCount
        switch command {
        case .quit:
            return .quit
        case .tree:
            FeatureTree(of: root).rendered(as: .text).split(separator: "\n").forEach { window.print(String($0)) }
        case .help:
            Usage.commandLines.forEach(window.print)
        default:
            if await !window.handle(command) {
                window.report(.error("\(command.name) is not available now"))
            }
        }
        return window.errorCount == errorsBefore ? .succeeded : .failed
    }

    /// Reads and runs commands until `quit` or the end of input.
    ///
    /// A command that fails is reported and the session goes on.
    ///
    /// - Returns: ``ExitStatus/failure`` when input was piped and a command failed, otherwise
    ///   ``ExitStatus/success``: a person at a terminal has seen each error already.
    func run() async -> Int32 {
        let terminal = window.terminal
        if terminal.isInteractive {
            terminal.writeDiagnostic("Landmarks, the Graft example app. Type help for the commands, quit to leave.")
        }
        var anyFailed = false
        while true {
            guard let line = await terminal.readLine(prompt: Self.prompt) else {
                if terminal.isInteractive {
                    // End of input was Control-D at the prompt: end the prompt's line.
                    terminal.writeDiagnostic("")
                }
                break
            }
            let command: Command?
            do {
                command = try Command.parse(line: line)
            } catch {
                window.report(.error(error.message))
                anyFailed = true
                continue
            }
            guard let command else { continue }
            let outcome = await perform(command)
            if outcome == .quit {
                break
            }
            anyFailed = anyFailed || outcome == .failed
        }
        return anyFailed && !terminal.isInteractive ? ExitStatus.failure : ExitStatus.success
    }
}
