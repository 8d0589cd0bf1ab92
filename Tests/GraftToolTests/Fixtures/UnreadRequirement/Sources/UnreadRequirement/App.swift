import Graft

final class Clock: Sendable {}

final class AppComponent: Component<EmptyDependency>, @unchecked Sendable {
    var clock: Clock { shared { Clock() } }
    var timeZone: String { "UTC" }

    init() {
        super.init(dependency: EmptyComponent())
    }
}

extension AppComponent: TimerDependency {}

protocol TimerDependency: Dependency {
    var clock: Clock { get }
    // The problem: required from the parent, but Timer never reads it.
    var timeZone: String { get }
}

final class TimerComponent: Component<TimerDependency>, @unchecked Sendable {
    var clock: Clock { dependency.clock }
}

final class TimerBuilder: Builder<TimerDependency>, @unchecked Sendable {
    func build() -> TimerComponent {
        TimerComponent(dependency: dependency)
    }
}
