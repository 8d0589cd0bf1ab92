import Graft

final class Clock: Sendable {}

protocol AppDependency: Dependency {
    var clock: Clock { get }
}

// The problem: the top of the tree forwards clock from its own dependency, which no component provides, instead of
// creating it with shared.
final class AppComponent: Component<AppDependency>, @unchecked Sendable {
    var clock: Clock { dependency.clock }
}

extension AppComponent: TimerDependency {}

final class AppBuilder: Builder<AppDependency>, @unchecked Sendable {
    func build() -> AppComponent {
        AppComponent(dependency: dependency)
    }
}

protocol TimerDependency: Dependency {
    var clock: Clock { get }
}

final class TimerComponent: Component<TimerDependency>, @unchecked Sendable {
    var clock: Clock { dependency.clock }
}

final class TimerBuilder: Builder<TimerDependency>, @unchecked Sendable {
    func build() -> TimerComponent {
        TimerComponent(dependency: dependency)
    }
}
