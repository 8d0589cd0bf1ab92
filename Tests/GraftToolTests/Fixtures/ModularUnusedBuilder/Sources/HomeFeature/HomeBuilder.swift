import Graft

// The problem: nothing creates SettingsBuilder, so Settings is never built, though Home can be its parent.

/// Builds the Home feature.
public final class HomeBuilder: Builder<HomeDependency>, @unchecked Sendable {
    /// Builds the feature.
    public func build() -> HomeComponent {
        HomeComponent(dependency: dependency)
    }
}
