import Graft
import LandmarksServices
import LoggedInFeature

/// Decides whether the signed-out or the signed-in feature is on screen.
///
/// It starts in the restored session if there is one, and switches when the signed-out feature reports a sign-in
/// or the signed-in feature a sign-out.
final class RootInteractor: Interactor, RootInteractable {
    weak var router: RootRouting?
    private var restoredSession: Session?
    /// The signed-in feature while it is attached, which ``waitForSignIn()`` waits for.
    let signedIn = LatestValue<any LoggedInActionableItem>()

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
        signedIn.value = nil
        router?.routeToLoggedOut()
    }

    private func showLoggedIn(session: Session) {
        router?.routeToLoggedIn(session: session)
        signedIn.value = router?.loggedInActionableItem
    }
}
