import Graft
public import LandmarksServices

/// What the signed-out feature tells its parent.
@MainActor
public protocol LoggedOutListener: AnyObject {
    /// The user signed in.
    ///
    /// - Parameter session: The new session.
    func didSignIn(session: Session)
}

/// The signed-out view, as the interactor drives it.
@MainActor
protocol LoggedOutPresentable: AnyObject {
    var listener: LoggedOutPresentableListener? { get set }
    func showSignedIn(_ session: Session)
    func showError(_ message: String)
}

/// What the signed-out view asks of its interactor.
@MainActor
protocol LoggedOutPresentableListener: AnyObject {
    func signIn(userName: String, password: String) async
}

/// Signs the user in with the auth service and hands the session to the parent.
final class LoggedOutInteractor: PresentableInteractor<LoggedOutPresentable>, LoggedOutInteractable,
    LoggedOutPresentableListener
{
    weak var router: LoggedOutRouting?
    weak var listener: LoggedOutListener?
    private let authService: AuthService
    private let analyticsService: any AnalyticsService

    init(presenter: LoggedOutPresentable, authService: AuthService, analyticsService: any AnalyticsService) {
        self.authService = authService
        self.analyticsService = analyticsService
        super.init(presenter: presenter)
        presenter.listener = self
    }

    func signIn(userName: String, password: String) async {
        let session: Session
        do {
            session = try await authService.signIn(userName, password)
        } catch {
            analyticsService.track("sign_in_failed")
            presenter.showError("cannot sign in: \(error)")
            return
        }
        analyticsService.track("signed_in")
        presenter.showSignedIn(session)
        listener?.didSignIn(session: session)
    }
}
