public import Graft

/// A feature's view in the terminal: it prints lines, and handles the commands typed while it is on screen.
///
/// Views form a tree like the routers': a router presents its child's view on its own, and the root view sits in a
/// ``TerminalWindow``. Output goes up the tree to the window, and each command comes down it: a view handles the
/// commands it knows, usually by calling its listener, and offers the rest to the views it presents, newest first.
@MainActor
open class TerminalViewController: ContainerViewControllable {
    /// The window showing this view, when it is the root view.
    weak var window: TerminalWindow?
    private weak var presentingView: TerminalViewController?
    /// The views this view presents, oldest first.
    private(set) var presentedViews: [TerminalViewController] = []

    /// The window showing this view or one of its ancestors, where output goes.
    var hostWindow: TerminalWindow? {
        window ?? presentingView?.hostWindow
    }

    /// Creates a view that is not shown yet: a router presents it, or a ``TerminalWindow`` shows it as the root.
    public init() {}

    /// Handles `command`, or offers it to the presented views.
    ///
    /// Subclasses handle their own commands and call `super` for the rest.
    ///
    /// - Parameter command: What the user typed.
    /// - Returns: Whether this view or a view it presents handled the command.
    open func handle(_ command: Command) async -> Bool {
        for view in presentedViews.reversed() {
            if await view.handle(command) {
                return true
            }
        }
        return false
    }

    /// Prints lines of output.
    ///
    /// - Parameter lines: The lines, without newlines.
    public func show(_ lines: [String]) {
        for line in lines {
            hostWindow?.print(line)
        }
    }

    /// Reports that the command failed, and why, on one line.
    ///
    /// - Parameter message: What went wrong and, when the user can fix it, what to do.
    public func showError(_ message: String) {
        hostWindow?.report(.error(message))
    }

    /// Shows information that is not data, such as an empty list's explanation, on standard error.
    ///
    /// - Parameter message: The note.
    public func showNote(_ message: String) {
        hostWindow?.report(.note(message))
    }

    /// Asks the user for a password.
    ///
    /// - Parameter prompt: The prompt, shown only when a person is typing.
    /// - Returns: The password, or `nil` when there is no window or no more input.
    public func readPassword(prompt: String) async -> String? {
        await hostWindow?.terminal.readPassword(prompt: prompt)
    }

    /// Shows a child's view inside this one: commands this view does not handle go to it.
    ///
    /// - Parameter viewControllable: The child router's view, a ``TerminalViewController``.
    public func present(_ viewControllable: any ViewControllable) {
        let view = Self.terminalView(viewControllable, in: "TerminalViewController.present(_:)")
        guard view.presentingView == nil && view.window == nil else {
            fatalError("TerminalViewController.present(_:): \(type(of: view)) is already shown; dismiss it first")
        }
        view.presentingView = self
        presentedViews.append(view)
    }

    /// Removes a child's view that ``present(_:)`` showed.
    ///
    /// - Parameter viewControllable: The child router's view.
    public func dismiss(_ viewControllable: any ViewControllable) {
        let view = Self.terminalView(viewControllable, in: "TerminalViewController.dismiss(_:)")
        presentedViews.removeAll { $0 === view }
        if view.presentingView === self {
            view.presentingView = nil
        }
    }

    /// The terminal view behind a `ViewControllable`; every view in this app is one.
    ///
    /// - Parameters:
    ///   - viewControllable: A router's view.
    ///   - caller: The calling member, for the message when it is not a terminal view.
    /// - Returns: The view.
    static func terminalView(_ viewControllable: any ViewControllable, in caller: String) -> TerminalViewController {
        guard let view = viewControllable as? TerminalViewController else {
            fatalError(
                "\(caller): \(type(of: viewControllable)) is not a TerminalViewController; "
                    + "every view of the Landmarks tree must subclass it")
        }
        return view
    }
}
