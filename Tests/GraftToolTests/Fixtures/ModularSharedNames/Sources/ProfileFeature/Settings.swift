import Graft

/// What the profile's settings need from their parent.
public protocol SettingsDependency: Dependency {
    var theme: Theme { get }
}

/// The scope of the profile's settings.
public final class SettingsComponent: Component<SettingsDependency>, @unchecked Sendable {
    var theme: Theme { dependency.theme }
}

/// Builds the profile's settings.
public final class SettingsBuilder: Builder<SettingsDependency>, @unchecked Sendable {
    /// Builds the feature.
    public func build() -> SettingsComponent {
        SettingsComponent(dependency: dependency)
    }
}
