public import Graft

/// The window the Landmarks tree is launched into: it shows the root view on a ``Terminal``.
///
/// Views print through the window, which counts the errors they report, so the session can tell whether a
/// command failed; and commands enter the view tree here.
@MainActor
public final class TerminalWindow: Window {
    /// Where the window's text goes.
    public let terminal: any Terminal

    /// The root view, once the root router is launched.
    private(set) var rootView: TerminalViewController?

    /// How many errors views have reported so far.
    public private(set) var errorCount = 0

    /// Creates a window with no root view yet.
    ///
    /// - Parameter terminal: Where the window's text goes.
    public init(terminal: any Terminal) {
        self.terminal = terminal
    }

    /// Shows a root view, in place of the one shown before.
    ///
    /// - Parameter viewControllable: The root router's view, a ``TerminalViewController``.
    public func setRoot(_ viewControllable: any ViewControllable) {
        let view = TerminalViewController.terminalView(viewControllable, in: "TerminalWindow.setRoot(_:)")
        rootView?.window = nil
        view.window = self
        rootView = view
    }

    /// Prints a line of output.
    ///
    /// - Parameter line: The line, without a newline.
    public func print(_ line: String) {
        terminal.write(line)
    }

    /// Prints a diagnostic on its own line, counting it when it is an error.
    ///
    /// - Parameter diagnostic: The error, warning or note.
    public func report(_ diagnostic: Diagnostic) {
        if diagnostic.severity == .error {
            errorCount += 1
        }
        terminal.writeDiagnostic(diagnostic.description)
    }

    /// Passes a command to the root view, which handles it or passes it down the tree.
    ///
    /// - Parameter command: What the user typed.
    /// - Returns: Whether a view handled it.
    public func handle(_ command: Command) async -> Bool {
        await rootView?.handle(command) ?? false
    }
}
