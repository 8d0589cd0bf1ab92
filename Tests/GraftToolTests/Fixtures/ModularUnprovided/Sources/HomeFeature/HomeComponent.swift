import Graft
import SettingsFeature

/// What Home needs from its parent.
public protocol HomeDependency: Dependency {
    var userName: String { get }
}

/// The scope of the Home feature.
public final class HomeComponent: Component<HomeDependency>, @unchecked Sendable {
    var greeting: String { "Hello, \(dependency.userName)" }
}

// The problem: Settings needs the settings store, which HomeComponent does not provide; AppComponent, two levels
// up, creates it.
extension HomeComponent: SettingsDependency {}
