import LoggedInFeature

extension RootInteractor: RootActionableItem {
    var isSignedIn: Bool {
        router?.loggedInActionableItem != nil
    }

    func waitForSignIn() async throws -> (any LoggedInActionableItem, ()) {
        if let loggedIn = router?.loggedInActionableItem {
            return (loggedIn, ())
        }
        return (try await signInWaiters.wait(), ())
    }
}
