/// Measures contenders in alternation, so load from other processes falls on all of them alike.
///
/// Each contender's iteration count is first calibrated so one sample lasts about the budget's sample duration.
/// Then every round samples each contender once, starting with a different contender each round. Warm-up rounds
/// run first and are discarded.
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
