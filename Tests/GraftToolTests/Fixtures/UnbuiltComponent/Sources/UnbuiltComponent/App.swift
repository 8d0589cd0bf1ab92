import Graft

final class Clock: Sendable {}

final class AppComponent: Component<EmptyDependency>, @unchecked Sendable {
    var clock: Clock { shared { Clock() } }

    init() {
        super.init(dependency: EmptyComponent())
    }
}

extension AppComponent: TimerDependency {}

protocol TimerDependency: Dependency {
    var clock: Clock { get }
}

// The problem: no builder ever creates TimerComponent.
final class TimerComponent: Component<TimerDependency>, @unchecked Sendable {
    var clock: Clock { dependency.clock }
}
