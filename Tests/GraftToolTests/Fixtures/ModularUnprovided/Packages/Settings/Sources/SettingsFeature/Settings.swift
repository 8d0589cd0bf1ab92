import Graft

/// What Settings needs from its parent.
public protocol SettingsDependency: Dependency {
    var settingsStore: SettingsStore { get }
}

/// The scope of the Settings feature.
public final class SettingsComponent: Component<SettingsDependency>, @unchecked Sendable {
    /// The store Settings reads and writes.
    public var settingsStore: SettingsStore { dependency.settingsStore }
}

/// Builds the Settings feature.
public final class SettingsBuilder: Builder<SettingsDependency>, @unchecked Sendable {
    /// Builds the feature.
    public func build() -> SettingsComponent {
        SettingsComponent(dependency: dependency)
    }
}
