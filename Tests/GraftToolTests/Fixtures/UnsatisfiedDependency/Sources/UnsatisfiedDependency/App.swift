import Graft

final class Clock: Sendable {}

final class AppComponent: Component<EmptyDependency>, @unchecked Sendable {
    var clock: Clock { shared { Clock() } }

    init() {
        super.init(dependency: EmptyComponent())
    }
}

// The problem: AppComponent never conforms to TimerDependency, so no component can be Timer's parent.
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
