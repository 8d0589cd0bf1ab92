import Graft

/// What the audit page needs from its parent, the admin settings.
protocol AuditDependency: Dependency {
    var reviewer: String { get }
}

/// The scope of the audit page.
final class AuditComponent: Component<AuditDependency>, @unchecked Sendable {
    var reviewer: String { dependency.reviewer }
}

/// Builds the audit page.
final class AuditBuilder: Builder<AuditDependency>, @unchecked Sendable {
    func build() -> AuditComponent {
        AuditComponent(dependency: dependency)
    }
}
