// The command line and the measuring budget it chooses.

/// What the command line asked for: the budget and which benchmarks to run.
struct Options {
    /// The benchmarks, by the names `--only` takes.
    enum Benchmark: String, CaseIterable {
        case warm, threads, cold, forwarding, trees, graph, waits, keyed, members
    }

    /// The full budget, or the quick one with `--quick`.
    var budget = Budget.full
    /// The benchmarks to run, all unless `--only` names some.
    var benchmarks = Benchmark.allCases
    /// Whether `--help` was given.
    var wantsHelp = false
    /// The key counts `--keys` names for the keyed benchmark, if any.
    var chosenKeyCounts: [Int]?

    /// The key counts of the keyed benchmark: 100, 10,000 and 1,000,000, without the million in a quick run, whose
    /// filling and creation rounds would take most of its time, unless `--keys` names others.
    var keyCounts: [Int] {
        chosenKeyCounts ?? (budget.name == Budget.quick.name ? [100, 10_000] : [100, 10_000, 1_000_000])
    }

    /// A command line the tool does not understand; its message says what was wrong and what to do.
    struct UsageError: Error {
        let message: String
    }

    static let usage = """
        usage: graft-bench [--quick] [--only NAME[,NAME...]] [--iterations N] [--keys N[,N...]]
          --quick        a run of a few seconds with rough figures, as CI runs it
          --only         run only these benchmarks: \(Benchmark.allCases.map(\.rawValue).joined(separator: ", "))
          --iterations   N iterations per sample instead of calibrated ones, for counting instructions under
                         valgrind (see Docs/Performance.md)
          --keys         the key counts of the keyed benchmark instead of 100,10000,1000000 (100,10000 with
                         --quick)
        """

    /// Reads the options from the arguments after the program's name.
    ///
    /// - Parameter arguments: The arguments, without the program's name.
    /// - Returns: The options.
    /// - Throws: ``UsageError`` for an unknown option, a missing value or an unknown benchmark name.
    static func parse(_ arguments: [String]) throws(UsageError) -> Options {
        var options = Options()
        var fixedIterations: Int?
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--quick":
                options.budget = .quick
            case "--help", "-h":
                options.wantsHelp = true
            case "--only":
                guard let list = remaining.popFirst() else {
                    throw UsageError(message: "--only needs a list of benchmarks, such as --only warm,cold")
                }
                options.benchmarks = try benchmarks(in: list)
            case "--iterations":
                guard let value = remaining.popFirst(), let iterations = Int(value), iterations > 0 else {
                    throw UsageError(message: "--iterations needs a positive whole number, such as --iterations 1000")
                }
                fixedIterations = iterations
            case "--keys":
                let counts = remaining.popFirst().map { $0.split(separator: ",").compactMap { Int($0) } } ?? []
                guard !counts.isEmpty, counts.allSatisfy({ $0 > 0 }) else {
                    throw UsageError(message: "--keys needs positive whole numbers, such as --keys 100,10000")
                }
                options.chosenKeyCounts = counts
            default:
                throw UsageError(message: "unknown option '\(argument)'; run graft-bench --help for the options")
            }
        }
        options.budget.fixedIterations = fixedIterations
        return options
    }

    private static func benchmarks(in list: String) throws(UsageError) -> [Benchmark] {
        var chosen: [Benchmark] = []
        for name in list.split(separator: ",") {
            guard let benchmark = Benchmark(rawValue: String(name)) else {
                let known = Benchmark.allCases.map(\.rawValue).joined(separator: ", ")
                throw UsageError(message: "unknown benchmark '\(name)' in --only; choose from \(known)")
            }
            chosen.append(benchmark)
        }
        guard !chosen.isEmpty else {
            throw UsageError(message: "--only needs a list of benchmarks, such as --only warm,cold")
        }
        return Benchmark.allCases.filter(chosen.contains)
    }
}

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
