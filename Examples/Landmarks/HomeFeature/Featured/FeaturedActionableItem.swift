/// What a workflow can ask of the featured screen: to list the featured landmarks.
@MainActor
public protocol FeaturedActionableItem: AnyObject, Sendable {
    /// Lists the featured landmarks, as `featured` does.
    func showFeatured() async
}

// The interactor already lists them for its view.
extension FeaturedInteractor: FeaturedActionableItem {}
