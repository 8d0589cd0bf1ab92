/// The root router of a tree, as the app's entry point sees it.
@MainActor
public protocol LaunchRouting: ViewableRouting {
    /// Shows the root view in `window`, activates the root interactor and loads the root router.
    ///
    /// - Parameter window: Where the root view is shown.
    func launch(from window: any Window)
}
