import LandmarksServices
import LandmarksUI

/// The signed-out screen: it reads the password for `login USER`, and turns away everything else.
final class LoggedOutViewController: TerminalViewController, LoggedOutPresentable, LoggedOutViewControllable {
    weak var listener: LoggedOutPresentableListener?

    override func handle(_ command: Command) async -> Bool {
        guard case .login(let userName) = command else {
            // Every other command that reaches the signed-out screen needs a session.
            showError("\(command.name) needs you to be signed in; sign in with: login USER (the demo user is demo)")
            return true
        }
        guard let password = await readPassword(prompt: "Password for \(userName): ") else {
            showError("login \(userName) needs a password, typed after it (on the next line when piped)")
            return true
        }
        await listener?.signIn(userName: userName, password: password)
        return true
    }

    func showSignedIn(_ session: Session) {
        show(["Signed in as \(session.displayName) (\(session.userName))."])
    }
}
