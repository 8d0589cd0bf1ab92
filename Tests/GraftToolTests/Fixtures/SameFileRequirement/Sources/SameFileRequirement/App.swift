import Graft

final class Clock: Sendable {}

final class AppComponent: Component<EmptyDependency>, @unchecked Sendable {
    var clock: Clock { shared { Clock() } }

    init() {
        super.init(dependency: EmptyComponent())
    }
}

extension AppComponent: HomeDependency {}

protocol HomeDependency: Dependency {}

final class HomeComponent: Component<HomeDependency>, @unchecked Sendable {}

final class HomeBuilder: Builder<HomeDependency>, @unchecked Sendable {
    func build() -> HomeComponent {
        let component = HomeComponent(dependency: dependency)
        _ = TimerBuilder(dependency: component).build()
        return component
    }
}

/// Builds the tree from the root.
func makeHome() -> HomeComponent {
    HomeBuilder(dependency: AppComponent()).build()
}
