import AdminFeature
import Graft
import ProfileFeature

/// The root: it creates the app-wide services once.
final class AppComponent: Component<EmptyDependency>, @unchecked Sendable {
    var theme: Theme { shared { Theme() } }
    var auditLog: AuditLog { shared { AuditLog() } }

    init() {
        super.init(dependency: EmptyComponent())
    }
}

extension AppComponent: ProfileDependency, AdminDependency {}

/// Starts the app: the root component and the features under it.
func makeApp() -> (ProfileComponent, AdminComponent) {
    let app = AppComponent()
    return (ProfileBuilder(dependency: app).build(), AdminBuilder(dependency: app).build())
}
