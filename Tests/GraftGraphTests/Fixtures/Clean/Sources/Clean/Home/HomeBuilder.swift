import Graft

final class HomeBuilder: Builder<HomeDependency>, @unchecked Sendable {
    func build() -> HomeComponent {
        HomeComponent(dependency: dependency)
    }
}
