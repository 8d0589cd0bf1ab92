import LandmarksServices
import LandmarksUI

/// The featured screen: it handles `featured`.
final class FeaturedViewController: TerminalViewController, FeaturedPresentable, FeaturedViewControllable {
    weak var listener: FeaturedPresentableListener?

    override func handle(_ command: Command) async -> Bool {
        guard command == .featured else { return await super.handle(command) }
        await listener?.showFeatured()
        return true
    }

    func showFeatured(_ landmarks: [Landmark]) {
        if landmarks.isEmpty {
            showNote("no featured landmarks")
        }
        show(LandmarkTable.lines(landmarks))
    }
}
