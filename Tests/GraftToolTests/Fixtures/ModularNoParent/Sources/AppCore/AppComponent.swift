import Graft
import SettingsFeature

/// The root: it creates the app-wide services once.
final class AppComponent: Component<EmptyDependency>, @unchecked Sendable {
    var settingsStore: SettingsStore { shared { SettingsStore() } }

    init() {
        super.init(dependency: EmptyComponent())
    }
}

// The problem: AppComponent does not conform to LoggedInDependency, so LoggedIn has no parent to follow.
