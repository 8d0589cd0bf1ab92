/// A service as components share it: a final class, so a read returns a reference that is counted.
final class Service: Sendable {
    /// A number from the run, so nothing about the service is known at compile time.
    let seed: Int

    init(seed: Int) {
        self.seed = seed
    }

    /// The object's address, which the benchmarks fold into their checksums.
    var identity: Int { Int(bitPattern: ObjectIdentifier(self)) }
}
