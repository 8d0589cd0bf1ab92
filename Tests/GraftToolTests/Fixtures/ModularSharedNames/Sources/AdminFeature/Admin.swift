import Graft

/// Where administrative actions are recorded.
public final class AuditLog: Sendable {
    /// Creates an empty log.
    public init() {}
}

/// What Admin needs from its parent.
public protocol AdminDependency: Dependency {
    var auditLog: AuditLog { get }
}

/// The scope of the Admin feature.
public final class AdminComponent: Component<AdminDependency>, @unchecked Sendable {
    /// The app's audit log.
    public var auditLog: AuditLog { dependency.auditLog }
}

extension AdminComponent: SettingsDependency {}

/// Builds the Admin feature.
public final class AdminBuilder: Builder<AdminDependency>, @unchecked Sendable {
    /// Builds the feature.
    public func build() -> AdminComponent {
        let component = AdminComponent(dependency: dependency)
        _ = SettingsBuilder(dependency: component).build()
        return component
    }
}
