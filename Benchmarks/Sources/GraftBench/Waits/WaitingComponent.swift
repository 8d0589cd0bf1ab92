import Graft

/// A component whose items all wait on one slow member, and whose links form one long cycle.
final class WaitingComponent: Component<EmptyDependency>, @unchecked Sendable {
    init() {
        super.init(dependency: EmptyComponent())
    }

    /// A member whose async factory takes 300 ms, as a network call would.
    func configuration() async -> Int {
        await shared {
            try? await Task.sleep(for: .milliseconds(300))
            return 1
        }
    }

    /// An item whose factory waits for ``configuration()``.
    func item(_ id: Int) async -> Int {
        await shared(key: id) { await configuration() &+ id }
    }

    /// Each link needs the next, and the last needs the first: reading one stops the program with the cycle.
    func link(_ index: Int, of count: Int) -> Int {
        shared(key: index) { link((index + 1) % count, of: count) &+ 1 }
    }
}
