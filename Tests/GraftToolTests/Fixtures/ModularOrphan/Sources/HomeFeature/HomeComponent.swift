import Graft
import SettingsFeature

/// What Home needs from its parent.
public protocol HomeDependency: Dependency {
    var settingsStore: SettingsStore { get }
    var userName: String { get }
}

// The problem: Settings is never attached, since no component conforms to SettingsDependency.
/// The scope of the Home feature.
public final class HomeComponent: Component<HomeDependency>, @unchecked Sendable {
    /// The app's settings store.
    public var settingsStore: SettingsStore { dependency.settingsStore }
    var greeting: String { "Hello, \(dependency.userName)" }
}
