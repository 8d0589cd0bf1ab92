import LandmarksServices
import LandmarksUI

/// The landmark list's screen: it handles `list` and `show`, printing one landmark per line.
final class LandmarkListViewController: TerminalViewController, LandmarkListPresentable,
    LandmarkListViewControllable
{
    weak var listener: LandmarkListPresentableListener?

    override func handle(_ command: Command) async -> Bool {
        switch command {
        case .list(let category):
            await listener?.showLandmarks(in: category)
            return true
        case .show(let id):
            await listener?.showLandmark(id: id)
            return true
        default:
            return await super.handle(command)
        }
    }

    func showLandmarks(_ landmarks: [Landmark], in category: Landmark.Category?) {
        if landmarks.isEmpty {
            showNote(category.map { "no landmarks in \($0.rawValue)" } ?? "no landmarks")
        }
        show(LandmarkTable.lines(landmarks))
    }
}
