/// The admin settings are the audit page's parent, but do not forward the reviewer it needs.
extension SettingsComponent: AuditDependency {}
