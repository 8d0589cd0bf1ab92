import Foundation
import Graft
import LandmarksUI

/// Runs commands against a launched Landmarks tree: one from the command line, or a session of them read from the
/// terminal.
///
/// `tree`, `help`, `open` and `quit` belong to the session; every other command goes down the view tree to the
/// feature on screen that handles it. `open` subscribes a ``LinkWorkflow`` on the root; a link that waits for a
/// sign-in opens during the command that signs the user in.
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
    private let root: any RootRouting
    /// The links waiting for the user to sign in, in the order they were given.
    private var waitingLinks: [(link: Link, task: Task<Void, Never>)] = []

    /// Whether a link given to `open` waits for the user to sign in.
    var hasWaitingLinks: Bool { !waitingLinks.isEmpty }

    /// Creates a session on a launched tree.
    ///
    /// - Parameters:
    ///   - window: The window the tree was launched into.
    ///   - root: The tree's root router.
    init(window: TerminalWindow, root: any RootRouting) {
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
        case .tree(nil):
            FeatureTree(of: root).rendered(as: .text).split(separator: "\n").forEach { window.print(String($0)) }
        case .tree(let file?):
            writeTree(to: file)
        case .help:
            Usage.commandLines.forEach(window.print)
        case .open(let link):
            await open(link)
        default:
            if await !window.handle(command) {
                window.report(.error("\(command.name) is not available now"))
            }
        }
        await openWaitingLinksOnceSignedIn()
        return window.errorCount == errorsBefore ? .succeeded : .failed
    }

    /// Writes the live tree as the explorer page, which a browser opens from the file.
    private func writeTree(to file: String) {
        let page = Data(FeatureTree(of: root).rendered(as: .html).utf8)
        guard FileManager.default.createFile(atPath: file, contents: page) else {
            window.report(.error("cannot write \(file); check that its folder exists and that you may write there"))
            return
        }
        window.print("wrote the live feature tree to \(file); open it in a browser")
    }

    /// Opens a link with its workflow: at once when the user is signed in, otherwise once they sign in.
    private func open(_ link: Link) async {
        let workflow = LinkWorkflow(link: link) { [window] link, error in
            window.report(.error("cannot open \(link): \(error)"))
        }
        let root = self.root.actionableItem
        let task = workflow.subscribe(root)
        if root.isSignedIn {
            await task.value
        } else {
            window.report(.note("\(link) will open once you sign in; sign in with: login USER"))
            waitingLinks.append((link, task))
        }
    }

    /// Waits for the links that were waiting for a sign-in to open, when the user is signed in now.
    private func openWaitingLinksOnceSignedIn() async {
        guard !waitingLinks.isEmpty, root.actionableItem.isSignedIn else { return }
        let opening = waitingLinks
        waitingLinks = []
        for (_, task) in opening {
            await task.value
        }
    }

    /// Reports and cancels the links still waiting when the session ends.
    private func abandonWaitingLinks() {
        for (link, task) in waitingLinks {
            task.cancel()
            window.report(.error("\(link) did not open: the session ended before you signed in"))
        }
        waitingLinks = []
    }

    /// Reads and runs commands until `quit` or the end of input, or, for `landmarks open URL`, until the waiting
    /// links have opened.
    ///
    /// A command that fails is reported and the session goes on. A link still waiting for a sign-in when the
    /// session ends is reported as failed.
    ///
    /// - Parameter untilLinksOpen: Whether to stop as soon as no link waits.
    /// - Returns: ``ExitStatus/failure`` when input was piped and a command failed, otherwise
    ///   ``ExitStatus/success``: a person at a terminal has seen each error already.
    func run(untilLinksOpen: Bool = false) async -> Int32 {
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
            if untilLinksOpen, waitingLinks.isEmpty {
                break
            }
        }
        if !waitingLinks.isEmpty {
            abandonWaitingLinks()
            anyFailed = true
        }
        return anyFailed && !terminal.isInteractive ? ExitStatus.failure : ExitStatus.success
    }
}
