import Graft

/// What Settings needs from its parent.
public protocol SettingsDependency: Dependency {
    var settingsStore: SettingsStore { get }
}

/// The scope of the Settings feature.
public final class SettingsComponent: Component<SettingsDependency>, @unchecked Sendable {
    var settingsStore: SettingsStore { dependency.settingsStore }
    // The problem: a second store, where an ancestor already gives this branch one.
    var localStore: SettingsStore { shared { SettingsStore() } }
}

/// Builds the Settings feature.
public final class SettingsBuilder: Builder<SettingsDependency>, @unchecked Sendable {
    /// Builds the feature.
    public func build() -> SettingsComponent {
        SettingsComponent(dependency: dependency)
    }
}
