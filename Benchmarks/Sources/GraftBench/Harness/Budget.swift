/// How much measuring a run does: the full run behind the published figures, or the quick one CI runs.
struct Budget {
    /// "full" or "quick", for the report's first line.
    let name: String
    /// Rounds whose samples are kept; every contender is sampled once per round.
    let rounds: Int
    /// Rounds run first and thrown away, so caches, branch predictors and the allocator are warm.
    let warmUpRounds: Int
    /// How long one contender's sample should take; iteration counts are calibrated to it.
    let sampleNanoseconds: UInt64
    /// Rounds for the expensive benchmarks (trees, the random graph), whose every sample builds something big.
    let heavyRounds: Int
    /// Iterations per sample for every contender instead of calibrated ones, so a run under valgrind does the same
    /// work each time; `nil` to calibrate.
    var fixedIterations: Int? = nil

    /// The full run: enough samples for stable medians, about a minute in all.
    static let full = Budget(name: "full", rounds: 31, warmUpRounds: 3, sampleNanoseconds: 2_000_000, heavyRounds: 21)

    /// The quick run CI uses so the benchmarks keep building and running; its figures are rough.
    static let quick = Budget(name: "quick", rounds: 3, warmUpRounds: 1, sampleNanoseconds: 200_000, heavyRounds: 2)
}
