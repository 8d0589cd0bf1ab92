import Graft
import HomeFeature
import SettingsFeature

/// The root: it creates the app-wide services once.
final class AppComponent: Component<EmptyDependency>, @unchecked Sendable {
    var settingsStore: SettingsStore { shared { SettingsStore() } }

    init() {
        super.init(dependency: EmptyComponent())
    }
}

extension AppComponent: LoggedInDependency {}

/// Whether the Settings feature, built down the tree, reads the very store the root created.
public func settingsGetsTheAppsStore() -> Bool {
    let app = AppComponent()
    let loggedIn = LoggedInBuilder(dependency: app).build()
    let settings = SettingsBuilder(dependency: HomeBuilder(dependency: loggedIn).build()).build()
    return settings.settingsStore === app.settingsStore
}
