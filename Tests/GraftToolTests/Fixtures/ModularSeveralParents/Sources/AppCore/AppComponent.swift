import Graft
import HomeFeature
import SettingsFeature

/// The root, which creates the app-wide services once.
///
/// It is the parent of LoggedIn and, for a guest, of Home, so Home has two parents at different depths.
final class AppComponent: Component<EmptyDependency>, @unchecked Sendable {
    var settingsStore: SettingsStore { shared { SettingsStore() } }
    var userName: String { "guest" }

    init() {
        super.init(dependency: EmptyComponent())
    }
}

extension AppComponent: LoggedInDependency, HomeDependency {}

/// Whether the Settings feature, built down both branches, reads the very store the root created.
public func settingsGetsTheAppsStore() -> Bool {
    let app = AppComponent()
    let loggedIn = LoggedInBuilder(dependency: app).build()
    let signedIn = SettingsBuilder(dependency: HomeBuilder(dependency: loggedIn).build()).build()
    let guest = SettingsBuilder(dependency: HomeBuilder(dependency: app).build()).build()
    return signedIn.settingsStore === app.settingsStore && guest.settingsStore === app.settingsStore
}
