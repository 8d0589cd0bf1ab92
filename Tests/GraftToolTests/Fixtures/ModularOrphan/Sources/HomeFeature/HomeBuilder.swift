import Graft

/// Builds the Home feature.
public final class HomeBuilder: Builder<HomeDependency>, @unchecked Sendable {
    /// Builds the feature.
    public func build() -> HomeComponent {
        HomeComponent(dependency: dependency)
    }
}
