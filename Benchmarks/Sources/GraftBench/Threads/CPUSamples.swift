/// The wall-clock and CPU time of each sample of the two-thread benchmark, by contender.
@MainActor
final class CPUSamples {
    private struct Sample {
        let wall: Double
        let cpu: Double
        let reads: Double
    }

    private var samples: [String: [Sample]] = [:]

    /// Records one sample of the contender `name`.
    ///
    /// - Parameters:
    ///   - name: The contender.
    ///   - wall: The sample's wall-clock nanoseconds.
    ///   - cpu: The CPU nanoseconds its threads used, added up.
    ///   - reads: The reads all its threads made.
    func record(_ name: String, wall: UInt64, cpu: UInt64, reads: Int) {
        samples[name, default: []].append(Sample(wall: Double(wall), cpu: Double(cpu), reads: Double(reads)))
    }

    /// How many threads ran at once, on average over a sample: CPU time over wall time, median of the kept rounds.
    ///
    /// - Parameters:
    ///   - name: The contender.
    ///   - rounds: The number of kept rounds, which are the last samples recorded.
    /// - Returns: Between 0 and the contender's number of threads.
    func parallelism(_ name: String, rounds: Int) -> Double {
        Statistics.median(kept(name, rounds).map { $0.cpu / $0.wall })
    }

    /// The CPU nanoseconds per read, median of the kept rounds.
    ///
    /// - Parameters:
    ///   - name: The contender.
    ///   - rounds: The number of kept rounds, which are the last samples recorded.
    /// - Returns: CPU nanoseconds per read.
    func cpuPerRead(_ name: String, rounds: Int) -> Double {
        Statistics.median(kept(name, rounds).map { $0.cpu / $0.reads })
    }

    private func kept(_ name: String, _ rounds: Int) -> [Sample] {
        Array((samples[name] ?? []).suffix(rounds))
    }
}
