/// The lock-and-dictionary baseline with the same members as ``WarmComponent``.
final class LockedDictionaryServices: LockedDictionaryComponent, @unchecked Sendable {
    let seed: Int

    var logger: Service { shared { Service(seed: seed &+ 1) } }
    var settings: Service { shared { Service(seed: seed &+ 2) } }
    var service: Service { shared { Service(seed: seed) } }
    var count: Int { shared { seed } }
    var session: Service { shared { Service(seed: seed &+ 3) } }

    init(seed: Int) {
        self.seed = seed
    }

    /// Creates every member, so the benchmark reads only warm values.
    func warmUp() {
        _ = (logger, settings, service, count, session)
    }
}
