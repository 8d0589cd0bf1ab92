/// What a workflow can ask of the profile: to show who is signed in.
@MainActor
public protocol ProfileActionableItem: AnyObject, Sendable {
    /// Shows the signed-in user, as `profile` does.
    func showProfile()
}

// The interactor already shows it for its view.
extension ProfileInteractor: ProfileActionableItem {}
