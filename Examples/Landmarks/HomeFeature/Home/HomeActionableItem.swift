public import LandmarkListFeature

/// What a workflow can ask of Home: to bring up one of its screens, as the user does with a command.
@MainActor
public protocol HomeActionableItem: AnyObject, Sendable {
    /// Shows the landmark list, as `list` does.
    ///
    /// - Returns: The list's actionable item, and no value.
    /// - Throws: ``ActionableItemError`` when Home has been detached.
    func openLandmarkList() throws -> (any LandmarkListActionableItem, ())

    /// Shows the featured landmarks' screen, as `featured` does.
    ///
    /// - Returns: The screen's actionable item, and no value.
    /// - Throws: ``ActionableItemError`` when Home has been detached.
    func openFeatured() throws -> (any FeaturedActionableItem, ())

    /// Shows the favourites' screen, as `favs` does.
    ///
    /// - Returns: The screen's actionable item, and no value.
    /// - Throws: ``ActionableItemError`` when Home has been detached.
    func openFavourites() throws -> (any FavouritesActionableItem, ())

    /// Shows the profile, as `profile` does.
    ///
    /// - Returns: The profile's actionable item, and no value.
    /// - Throws: ``ActionableItemError`` when Home has been detached.
    func openProfile() throws -> (any ProfileActionableItem, ())
}
