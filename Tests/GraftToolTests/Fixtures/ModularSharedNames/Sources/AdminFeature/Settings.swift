import Graft

/// One page of the audit log.
final class AuditPage: Sendable {}

/// What the admin settings need from their parent.
public protocol SettingsDependency: Dependency {
    var auditLog: AuditLog { get }
}

/// The scope of the admin settings; its two pages share a key by mistake.
public final class SettingsComponent: Component<SettingsDependency>, @unchecked Sendable {
    var auditLog: AuditLog { dependency.auditLog }
    var firstPage: AuditPage { shared(key: "page") { AuditPage() } }
    var lastPage: AuditPage { shared(key: "page") { AuditPage() } }
}

/// Builds the admin settings.
public final class SettingsBuilder: Builder<SettingsDependency>, @unchecked Sendable {
    /// Builds the feature.
    public func build() -> SettingsComponent {
        SettingsComponent(dependency: dependency)
    }
}
