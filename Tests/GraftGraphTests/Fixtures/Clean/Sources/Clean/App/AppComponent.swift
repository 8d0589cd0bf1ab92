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
