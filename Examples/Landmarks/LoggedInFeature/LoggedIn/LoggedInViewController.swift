import LandmarksServices
import LandmarksUI

/// The signed-in screen: it handles `logout` and a repeated `login`, and passes everything else to Home.
final class LoggedInViewController: TerminalViewController, LoggedInPresentable, LoggedInViewControllable {
    weak var listener: LoggedInPresentableListener?

    override func handle(_ command: Command) async -> Bool {
        switch command {
        case .logout:
            await listener?.signOut()
            return true
        case .login:
            listener?.didRequestSignIn()
            return true
        default:
            return await super.handle(command)
        }
    }

    func showSignedOut(_ session: Session) {
        show(["Signed out \(session.userName)."])
    }
}
