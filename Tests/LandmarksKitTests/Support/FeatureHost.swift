import GraftTesting

@testable import LandmarksUI

/// The parent of a feature under test: a launched stand-in router that shows the feature's view on a scripted
/// terminal, and the feature's generated listener spy, which records what the feature tells its parent.
@MainActor
final class FeatureHost<Listener: AnyObject> {
    let terminal: ScriptedTerminal
    let window: TerminalWindow
    /// The stand-in parent the feature is attached to.
    let router: RoutingSpy
    /// The feature's listener.
    let listener: Listener
    private let view = TerminalViewController()

    init(input: [String] = [], listener: Listener) {
        self.listener = listener
        terminal = ScriptedTerminal(input: input)
        window = TerminalWindow(terminal: terminal)
        router = RoutingSpy(name: "Host", viewControllable: view)
        router.launch(from: window)
    }

    /// Shows and attaches a feature, as a parent router would.
    func attach(_ child: any ViewableRouting) {
        router.replaceChild(nil, with: child, in: view)
    }

    /// Types a command into the window.
    ///
    /// - Returns: Whether a view handled it.
    @discardableResult
    func send(_ command: Command) async -> Bool {
        await window.handle(command)
    }
}
