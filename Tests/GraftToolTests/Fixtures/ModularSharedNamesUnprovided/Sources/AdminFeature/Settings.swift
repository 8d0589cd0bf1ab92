import Graft

/// What the admin settings need from their parent.
public protocol SettingsDependency: Dependency {
    var auditLog: AuditLog { get }
}

/// The scope of the admin settings.
public final class SettingsComponent: Component<SettingsDependency>, @unchecked Sendable {
    var auditLog: AuditLog { dependency.auditLog }
}

/// Builds the admin settings.
public final class SettingsBuilder: Builder<SettingsDependency>, @unchecked Sendable {
    /// Builds the feature.
    public func build() -> SettingsComponent {
        let component = SettingsComponent(dependency: dependency)
        _ = AuditBuilder(dependency: component).build()
        return component
    }
}
