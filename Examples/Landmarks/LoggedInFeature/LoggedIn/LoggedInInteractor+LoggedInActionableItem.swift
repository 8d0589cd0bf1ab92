import HomeFeature
import LandmarksUI

extension LoggedInInteractor: LoggedInActionableItem {
    func waitForHome() async throws -> (any HomeActionableItem, ()) {
        guard let home = router?.homeActionableItem else {
            throw ActionableItemError(description: "the user signed out before the link opened")
        }
        return (home, ())
    }
}
