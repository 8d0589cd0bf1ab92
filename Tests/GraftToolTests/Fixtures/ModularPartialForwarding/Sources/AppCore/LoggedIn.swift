import Graft
import HomeFeature
import SettingsFeature

// Half done by hand: LoggedInComponent forwards the settings store, but its protocol does not require it yet.
protocol LoggedInDependency: Dependency {
    var userName: String { get }
}

final class LoggedInComponent: Component<LoggedInDependency>, @unchecked Sendable {
    var settingsStore: SettingsStore { dependency.settingsStore }
    var userName: String { dependency.userName }
}

extension LoggedInComponent: HomeDependency {}

final class LoggedInBuilder: Builder<LoggedInDependency>, @unchecked Sendable {
    func build() -> LoggedInComponent {
        let component = LoggedInComponent(dependency: dependency)
        _ = HomeBuilder(dependency: component).build()
        return component
    }
}
