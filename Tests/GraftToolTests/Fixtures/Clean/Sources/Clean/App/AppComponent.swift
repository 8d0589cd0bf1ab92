import Graft

/// The root: it creates the app-wide services once and is the parent of Home and Settings.
final class AppComponent: Component<EmptyDependency>, @unchecked Sendable {
    var networkClient: NetworkClient { shared { NetworkClient() } }
    var authService: AuthService { shared { AuthService(client: networkClient) } }
    var theme: Theme { Theme.standard }

    init() {
        super.init(dependency: EmptyComponent())
    }
}

extension AppComponent: HomeDependency, SettingsDependency {}

/// Starts the app: the root and the features under it.
func makeApp() -> (HomeComponent, SettingsComponent) {
    let app = AppComponent()
    return (HomeBuilder(dependency: app).build(), SettingsBuilder(dependency: app).build())
}
