import Graft

@testable import LandmarksKit

/// The parent of a feature under test: a launched root that attaches the feature, listens to it, and shows its
/// view on a scripted terminal.
@MainActor
final class FeatureHost {
    let terminal: ScriptedTerminal
    let window: TerminalWindow
    let router: HostRouter

    var listener: HostInteractor { router.interactor }

    init(input: [String] = []) {
        terminal = ScriptedTerminal(input: input)
        window = TerminalWindow(terminal: terminal)
        router = HostRouter(interactor: HostInteractor(), viewController: TerminalViewController())
        router.launch(from: window)
    }

    /// Shows and attaches a feature, as a parent router would.
    func attach(_ child: any ViewableRouting) {
        router.replaceChild(nil, with: child, in: router.viewController)
    }

    /// Detaches and hides a feature.
    func detach(_ child: any ViewableRouting) {
        router.replaceChild(child, with: nil, in: router.viewController)
    }

    /// Types a command into the window.
    ///
    /// - Returns: Whether a view handled it.
    @discardableResult
    func send(_ command: Command) async -> Bool {
        await window.handle(command)
    }
}

/// The listener of every feature, recording what it was told.
final class HostInteractor: Interactor, LoggedOutListener, LoggedInListener, HomeListener, LandmarkListListener,
    LandmarkDetailListener, FavouritesListener, ProfileListener, FeaturedListener
{
    private(set) var signedInSessions: [Session] = []
    private(set) var signOutCount = 0

    func didSignIn(session: Session) {
        signedInSessions.append(session)
    }

    func didSignOut() {
        signOutCount += 1
    }
}

final class HostRouter: LaunchRouter<HostInteractor, TerminalViewController> {}
