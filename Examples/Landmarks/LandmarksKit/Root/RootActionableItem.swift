import LoggedInFeature

/// What a workflow can ask of the root: to wait until the user is signed in.
///
/// The root interactor adopts it; a link's ``LinkWorkflow`` starts here.
@MainActor
protocol RootActionableItem: AnyObject, Sendable {
    /// Whether the signed-in feature is attached, so ``waitForSignIn()`` returns at once.
    var isSignedIn: Bool { get }

    /// Returns the signed-in feature once it is attached: at once when the user is signed in, otherwise when they
    /// sign in.
    ///
    /// - Returns: The signed-in feature's actionable item, and no value.
    /// - Throws: `CancellationError` when the waiting task is cancelled first.
    func waitForSignIn() async throws -> (any LoggedInActionableItem, ())
}
