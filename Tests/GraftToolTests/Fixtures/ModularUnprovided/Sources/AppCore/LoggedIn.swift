import Graft
import HomeFeature

protocol LoggedInDependency: Dependency {}

final class LoggedInComponent: Component<LoggedInDependency>, @unchecked Sendable {
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
