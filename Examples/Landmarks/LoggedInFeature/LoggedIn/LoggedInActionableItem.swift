public import HomeFeature

/// What a workflow can ask of the signed-in feature: Home, which it always shows.
@MainActor
public protocol LoggedInActionableItem: AnyObject, Sendable {
    /// Returns Home, which the signed-in feature attaches as soon as it is attached itself.
    ///
    /// - Returns: Home's actionable item, and no value.
    /// - Throws: ``ActionableItemError`` when the signed-in feature has been detached, and Home with it.
    func waitForHome() async throws -> (any HomeActionableItem, ())
}
