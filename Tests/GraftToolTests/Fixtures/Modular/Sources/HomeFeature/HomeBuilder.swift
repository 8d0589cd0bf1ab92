import Graft
import SettingsFeature

/// Builds the Home feature.
public final class HomeBuilder: Builder<HomeDependency>, @unchecked Sendable {
    /// Builds the feature.
    public func build() -> HomeComponent {
        let component = HomeComponent(dependency: dependency)
        _ = SettingsBuilder(dependency: component).build()
        return component
    }
}
