import Graft

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

// The problem: HomeComponent does not provide the clock, and the compiler's note that says so is only in this
// error's snippet, since the protocol is in this file too.
extension HomeComponent: TimerDependency {}
