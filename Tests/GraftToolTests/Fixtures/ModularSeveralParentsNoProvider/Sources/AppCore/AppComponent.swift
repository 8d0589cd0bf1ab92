import Graft
import HomeFeature
import SettingsFeature

/// The root of signed-in sessions: it creates the app-wide services once.
final class AppComponent: Component<EmptyDependency>, @unchecked Sendable {
    var settingsStore: SettingsStore { shared { SettingsStore() } }

    init() {
        super.init(dependency: EmptyComponent())
    }
}

extension AppComponent: LoggedInDependency {}

/// The root of a guest's session, Home's other parent, which has no settings store.
final class GuestComponent: Component<EmptyDependency>, @unchecked Sendable {
    var userName: String { "guest" }

    init() {
        super.init(dependency: EmptyComponent())
    }
}

extension GuestComponent: HomeDependency {}

/// Whether the Settings feature, built down both branches, reads the very store the root created.
public func settingsGetsTheAppsStore() -> Bool {
    let app = AppComponent()
    let loggedIn = LoggedInBuilder(dependency: app).build()
    let signedIn = SettingsBuilder(dependency: HomeBuilder(dependency: loggedIn).build()).build()
    _ = SettingsBuilder(dependency: HomeBuilder(dependency: GuestComponent()).build()).build()
    return signedIn.settingsStore === app.settingsStore
}
