import Graft

/// The Graft side of the warm-read benchmark: a component with a few `shared` members, as a real one has.
///
/// The other members are created before `service` and `count` are read, so the reads probe a table that holds
/// more than the one entry they look for.
final class WarmComponent: Component<EmptyDependency>, @unchecked Sendable {
    let seed: Int

    var logger: Service { shared { Service(seed: seed &+ 1) } }
    var settings: Service { shared { Service(seed: seed &+ 2) } }
    var service: Service { shared { Service(seed: seed) } }
    var count: Int { shared { seed } }
    var session: Service { shared { Service(seed: seed &+ 3) } }

    init(seed: Int) {
        self.seed = seed
        super.init(dependency: EmptyComponent())
    }

    /// Creates every member, so the benchmark reads only warm values.
    func warmUp() {
        _ = (logger, settings, service, count, session)
    }
}
