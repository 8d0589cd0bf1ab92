import Graft
import SettingsFeature

/// The root: it creates the app-wide services once.
final class AppComponent: Component<EmptyDependency>, @unchecked Sendable {
    var settingsStore: SettingsStore { shared { SettingsStore() } }

    init() {
        super.init(dependency: EmptyComponent())
    }
}

extension AppComponent: LoggedInDependency {}

/// Starts the app: the root component and the feature under it.
func makeApp() -> LoggedInComponent {
    LoggedInBuilder(dependency: AppComponent()).build()
}
