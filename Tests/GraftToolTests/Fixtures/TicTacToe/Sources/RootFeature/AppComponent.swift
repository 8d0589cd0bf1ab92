import Graft

/// The app's scope: the root of the tree.
public final class AppComponent: Component<EmptyDependency>, RootDependency, @unchecked Sendable {
    /// Creates the app's scope.
    public init() {
        super.init(dependency: EmptyComponent())
    }
}

/// Builds the tree, for the app to launch.
@MainActor
public func makeRootRouter() -> LaunchRouting {
    RootBuilder(dependency: AppComponent()).build()
}
