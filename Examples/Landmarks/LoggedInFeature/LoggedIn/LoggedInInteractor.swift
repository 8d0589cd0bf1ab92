import Graft
import LandmarksServices

/// What the signed-in feature tells its parent.
@MainActor
public protocol LoggedInListener: AnyObject {
    /// The user signed out; the session is over.
    func didSignOut()
}

/// The signed-in view, as the interactor drives it.
@MainActor
protocol LoggedInPresentable: AnyObject {
    var listener: LoggedInPresentableListener? { get set }
    func showSignedOut(_ session: Session)
    func showError(_ message: String)
}

/// What the signed-in view asks of its interactor.
@MainActor
protocol LoggedInPresentableListener: AnyObject {
    func signOut() async
    func didRequestSignIn()
}

/// Holds the session: signs out, and turns away a second sign-in.
final class LoggedInInteractor: PresentableInteractor<LoggedInPresentable>, LoggedInInteractable,
    LoggedInPresentableListener
{
    weak var router: LoggedInRouting?
    weak var listener: LoggedInListener?
    private let session: Session
    private let authService: AuthService
    private let analyticsService: any AnalyticsService

    init(
        presenter: LoggedInPresentable, session: Session, authService: AuthService,
        analyticsService: any AnalyticsService
    ) {
        self.session = session
        self.authService = authService
        self.analyticsService = analyticsService
        super.init(presenter: presenter)
        presenter.listener = self
    }

    func signOut() async {
        await authService.signOut()
        analyticsService.track("signed_out")
        presenter.showSignedOut(session)
        listener?.didSignOut()
    }

    func didRequestSignIn() {
        presenter.showError("already signed in as \(session.userName); sign out first with: logout")
    }
}
