import Graft
import SettingsFeature

/// What Home needs from its parent.
public protocol HomeDependency: Dependency {
    var userName: String { get }
}

/// The scope of the Home feature.
public final class HomeComponent: Component<HomeDependency>, @unchecked Sendable {
    // The problem: a second store, where AppComponent already creates the app's one.
    /// The settings store.
    public var settingsStore: SettingsStore { shared { SettingsStore() } }
    var greeting: String { "Hello, \(dependency.userName)" }
}

extension HomeComponent: SettingsDependency {}
