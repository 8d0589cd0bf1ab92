import Graft

/// The app's colours.
public final class Theme: Sendable {
    /// Creates the default theme.
    public init() {}
}

/// What Profile needs from its parent.
public protocol ProfileDependency: Dependency {
    var theme: Theme { get }
}

/// The scope of the Profile feature.
public final class ProfileComponent: Component<ProfileDependency>, @unchecked Sendable {
    /// The app's theme.
    public var theme: Theme { dependency.theme }
}

extension ProfileComponent: SettingsDependency {}

/// Builds the Profile feature.
public final class ProfileBuilder: Builder<ProfileDependency>, @unchecked Sendable {
    /// Builds the feature.
    public func build() -> ProfileComponent {
        let component = ProfileComponent(dependency: dependency)
        _ = SettingsBuilder(dependency: component).build()
        return component
    }
}
