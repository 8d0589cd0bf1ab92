import Graft
import HomeFeature
import SettingsFeature

protocol LoggedInDependency: Dependency {
    var settingsStore: SettingsStore { get }
}

final class LoggedInComponent: Component<LoggedInDependency>, @unchecked Sendable {
    var settingsStore: SettingsStore { dependency.settingsStore }
    var userName: String { "ada" }
}

extension LoggedInComponent: HomeDependency {}

final class LoggedInBuilder: Builder<LoggedInDependency>, @unchecked Sendable {
    func build() -> LoggedInComponent {
        let component = LoggedInComponent(dependency: dependency)
        _ = HomeBuilder(dependency: component).build()
        return component
    }
}
