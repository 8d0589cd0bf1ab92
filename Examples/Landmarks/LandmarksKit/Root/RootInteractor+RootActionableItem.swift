import Graft
import LoggedInFeature

extension RootInteractor: RootActionableItem {
    var isSignedIn: Bool {
        router?.loggedInActionableItem != nil
    }

    func waitForSignIn() async throws -> (any LoggedInActionableItem, ()) {
        (try await signedIn.wait(), ())
    }
}
