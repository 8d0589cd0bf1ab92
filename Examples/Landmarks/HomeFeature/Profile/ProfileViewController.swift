import LandmarksServices
import LandmarksUI

/// The profile screen: it handles `profile`.
final class ProfileViewController: TerminalViewController, ProfilePresentable, ProfileViewControllable {
    weak var listener: ProfilePresentableListener?

    override func handle(_ command: Command) async -> Bool {
        guard command == .profile else { return await super.handle(command) }
        listener?.showProfile()
        return true
    }

    func showProfile(of session: Session, favouriteCount: Int, viewedIDs: [Landmark.ID]) {
        let viewed = viewedIDs.isEmpty ? "nothing yet" : viewedIDs.map(\.rawValue).joined(separator: ", ")
        show([
            "\(session.displayName) (\(session.userName))",
            "Favourites: \(favouriteCount)",
            "Viewed this session: \(viewed)",
        ])
    }
}
