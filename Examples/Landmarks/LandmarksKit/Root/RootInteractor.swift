import Graft
import LandmarksServices

/// Decides whether the signed-out or the signed-in feature is on screen.
///
/// It starts in the restored session if there is one, and switches when the signed-out feature reports a sign-in
/// or the signed-in feature a sign-out.
final class RootInteractor: Interactor, RootInteractable {
    weak var router: RootRouting?
    private var restoredSession: Session?
    /// The workflows' steps waiting in ``waitForSignIn()``.
    let signInWaiters = SignInWaiters()

    init(restoredSession: Session?) {
        self.restoredSession = restoredSession
        super.init()
    }

    override func didBecomeActive() {
        if let session = restoredSession {
            restoredSession = nil
            showLoggedIn(session: session)
        } else {
            router?.routeToLoggedOut()
        }
    }

    func didSignIn(session: Session) {
        showLoggedIn(session: session)
    }

    func didSignOut() {
        router?.routeToLoggedOut()
    }

    private func showLoggedIn(session: Session) {
        router?.routeToLoggedIn(session: session)
        if let loggedIn = router?.loggedInActionableItem {
            signInWaiters.resume(with: loggedIn)
        }
    }
}
