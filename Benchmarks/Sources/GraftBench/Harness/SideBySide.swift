// Measuring contenders side by side: what a contender is, the rounds that sample them in alternation, and the
// statistics of the samples.

/// One of the things a benchmark compares: a name and a way to time a batch of its operation.
struct Contender {
    /// The name in the results table.
    let name: String

    /// Runs `iterations` operations and returns the nanoseconds the measured part took.
    ///
    /// Setup that must not be timed, such as creating fresh components for a cold read, happens inside, before the
    /// contender reads the clock.
    let measure: @MainActor (_ iterations: Int) async -> UInt64

    /// The number of iterations per sample, or `nil` to calibrate it to the budget's sample duration.
    let fixedIterations: Int?

    init(
        _ name: String, fixedIterations: Int? = nil, measure: @escaping @MainActor (_ iterations: Int) async -> UInt64
    ) {
        self.name = name
        self.fixedIterations = fixedIterations
        self.measure = measure
    }

    /// A contender whose whole batch is timed; `body` returns a checksum of what it read, which goes to the sink.
    ///
    /// - Parameters:
    ///   - name: The name in the results table.
    ///   - body: Runs the given number of operations and returns a checksum of their results.
    /// - Returns: The contender.
    static func timed(_ name: String, _ body: @escaping @MainActor (_ iterations: Int) -> Int) -> Contender {
        Contender(name) { iterations in
            let start = MonotonicClock.now
            let checksum = body(iterations)
            let elapsed = MonotonicClock.now &- start
            Sink.shared.consume(checksum)
            return elapsed
        }
    }
}

/// Measures contenders in alternation, so load from other processes falls on all of them alike.
///
/// Each contender's iteration count is first calibrated so one sample lasts about the budget's sample duration.
/// Then every round samples each contender once, starting with a different contender each round. Warm-up rounds
/// run first and are discarded. Before each sample, the allocator merges the chunks the sample before it freed
/// (``HeapUsage/mergeFreedChunks()``), so that no contender pays for another's releases.
@MainActor
enum SideBySide {
    /// Measures `contenders` within `budget`.
    ///
    /// - Parameters:
    ///   - contenders: What to compare.
    ///   - budget: How many rounds, and how long a sample.
    ///   - rounds: The number of kept rounds, when not the budget's.
    /// - Returns: Each contender's time per operation in each kept round.
    static func measure(_ contenders: [Contender], budget: Budget, rounds: Int? = nil) async -> Comparison {
        var iterations: [Int] = []
        for contender in contenders {
            iterations.append(await calibratedIterations(of: contender, budget: budget))
        }
        let keptRounds = rounds ?? budget.rounds
        var nanoseconds = Array(repeating: [Double](), count: contenders.count)
        for round in 0..<(budget.warmUpRounds + keptRounds) {
            for offset in contenders.indices {
                let index = (round + offset) % contenders.count
                // Otherwise the contender's first request of 1 KiB or more merges what the one before it freed, inside
                // its clock: benchmark 7's Graft graph, whose table is such a request, paid about 50 ns an object.
                HeapUsage.mergeFreedChunks()
                let elapsed = await contenders[index].measure(iterations[index])
                if round >= budget.warmUpRounds {
                    nanoseconds[index].append(Double(elapsed) / Double(iterations[index]))
                }
            }
        }
        return Comparison(names: contenders.map(\.name), nanoseconds: nanoseconds)
    }

    /// Grows the iteration count until one sample lasts at least the budget's sample duration.
    ///
    /// The contender runs once first, untimed, so one-off costs (binding symbols, instantiating metadata, formatting a
    /// type's name for the first time) do not pass for a long sample; and a count that reaches the duration is kept
    /// only if a second sample confirms it, so one sample stretched by another process does not stop the growth early.
    private static func calibratedIterations(of contender: Contender, budget: Budget) async -> Int {
        if let fixed = contender.fixedIterations ?? budget.fixedIterations { return fixed }
        _ = await contender.measure(1)
        var iterations = 1
        while true {
            let elapsed = await contender.measure(iterations)
            if iterations >= 1 << 30 { return iterations }
            if elapsed >= budget.sampleNanoseconds,
                await contender.measure(iterations) >= budget.sampleNanoseconds / 2
            {
                return iterations
            }
            // Jump close to the target once the sample is long enough to time reliably, doubling until then.
            if elapsed >= 20_000, elapsed < budget.sampleNanoseconds {
                let scaled = Double(iterations) * Double(budget.sampleNanoseconds) / Double(elapsed)
                iterations = max(iterations * 2, Int(scaled.rounded(.up)))
            } else {
                iterations *= 2
            }
        }
    }
}

/// The samples of contenders measured side by side, round by round, and what follows from them.
struct Comparison {
    /// The contenders' names, in the order they were given.
    let names: [String]

    /// `nanoseconds[contender][round]`: the time per operation of each contender in each kept round.
    let nanoseconds: [[Double]]

    /// The median time per operation of the contender named `name`.
    ///
    /// - Parameter name: A contender's name.
    /// - Returns: Its median over the kept rounds, in nanoseconds per operation.
    func median(_ name: String) -> Double {
        Statistics.median(nanoseconds[index(of: name)])
    }

    /// How many times longer `name` takes than `baseline`: the median, over rounds, of the two contenders'
    /// ratio within each round.
    ///
    /// Taking the ratio within a round, where the two ran moments apart, cancels most of what other processes do to
    /// the machine over the run.
    ///
    /// - Parameters:
    ///   - name: A contender's name.
    ///   - baseline: The name of the contender to compare with.
    /// - Returns: The median ratio; above 1 when `name` is slower.
    func ratio(_ name: String, to baseline: String) -> Double {
        let measured = nanoseconds[index(of: name)]
        let reference = nanoseconds[index(of: baseline)]
        return Statistics.median(zip(measured, reference).map { $0 / $1 })
    }

    /// The spread of `name`'s samples: the first and third quartiles, in nanoseconds per operation.
    ///
    /// - Parameter name: A contender's name.
    /// - Returns: The lower and upper quartile.
    func quartiles(_ name: String) -> (lower: Double, upper: Double) {
        let sorted = nanoseconds[index(of: name)].sorted()
        return (Statistics.quantile(sorted, 0.25), Statistics.quantile(sorted, 0.75))
    }

    private func index(of name: String) -> Int {
        guard let index = names.firstIndex(of: name) else {
            preconditionFailure("No contender named \(name) in \(names)")
        }
        return index
    }
}

/// The few statistics the benchmarks report.
enum Statistics {
    /// The median of `values`; the mean of the middle two for an even count.
    ///
    /// - Parameter values: At least one value.
    /// - Returns: The median.
    static func median(_ values: [Double]) -> Double {
        quantile(values.sorted(), 0.5)
    }

    /// The `fraction` quantile of sorted values, interpolating between neighbours.
    ///
    /// - Parameters:
    ///   - sorted: At least one value, in increasing order.
    ///   - fraction: Between 0 and 1.
    /// - Returns: The quantile.
    static func quantile(_ sorted: [Double], _ fraction: Double) -> Double {
        precondition(!sorted.isEmpty, "No samples")
        let position = fraction * Double(sorted.count - 1)
        let lower = Int(position.rounded(.down))
        let upper = min(lower + 1, sorted.count - 1)
        let weight = position - Double(lower)
        return sorted[lower] * (1 - weight) + sorted[upper] * weight
    }
}
