import Graft
import HomeFeature

protocol LoggedInDependency: Dependency {}

final class LoggedInComponent: Component<LoggedInDependency>, @unchecked Sendable {
    var userName: String { "ada" }
    // The problem: a member of the same name and another type stands between Home and the app's store.
    var settingsStore: String { "local" }
}

extension LoggedInComponent: HomeDependency {}

final class LoggedInBuilder: Builder<LoggedInDependency>, @unchecked Sendable {
    func build() -> LoggedInComponent {
        let component = LoggedInComponent(dependency: dependency)
        _ = HomeBuilder(dependency: component).build()
        return component
    }
}
