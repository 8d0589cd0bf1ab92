import Graft

final class HomeBuilder: Builder<HomeDependency>, @unchecked Sendable {
    func build() -> HomeComponent {
        let component = HomeComponent(dependency: dependency)
        _ = ProfileBuilder(dependency: component).build()
        return component
    }
}
