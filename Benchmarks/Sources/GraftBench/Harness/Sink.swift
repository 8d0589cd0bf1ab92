import Synchronization

/// Where benchmarks put a checksum of what they read, so the optimizer cannot drop the reads that made it.
///
/// Each measured loop folds its results into a local checksum and hands it over once per sample, outside the timed
/// region. The final value is printed at the end of the run, which makes every read observable.
final class Sink: Sendable {
    /// The one sink of the run.
    static let shared = Sink()

    private let checksum = Mutex(0)

    /// Folds `value` into the checksum.
    func consume(_ value: Int) {
        checksum.withLock { $0 = $0 &* 31 &+ value }
    }

    /// The checksum of everything consumed so far.
    var value: Int {
        checksum.withLock { $0 }
    }
}
