/// Benchmark 2: warm reads from two threads at once, against one thread, for the same components.
///
/// Each read kind runs once on one worker and once on both, side by side in every round. Throughput scaling is
/// twice the one-thread time per read over the two-thread time per read: 2.0 is perfect, 1.0 means the second
/// thread added nothing. Swinject is left out: its plain `Container` is not safe to resolve from two threads.
///
/// The workers also read their own CPU time. It shows whether the two threads really ran at once (on a machine
/// busy with other work they take turns, and no read can scale), and whether a read costs more CPU when another
/// core reads the same memory, which is what contention looks like.
@MainActor
enum ParallelReadBenchmark {
    private struct ReadKind {
        let name: String
        let job: @Sendable (_ worker: Int, _ iterations: Int) -> Int
    }

    static func run(budget: Budget, report: Report) async {
        let seed = RunSeed.value
        let subjects = WarmReadSubjects(seed: seed)
        let handWired = subjects.handWired
        let components = subjects.components
        let lockedServices = subjects.lockedServices
        let placeholder = Service(seed: seed)
        let slots = (0..<WorkerThreads.count).map { _ in ResultSlots(filledWith: placeholder) }
        let kinds = [
            ReadKind(name: "Graft shared, Int member") { _, iterations in
                ReadLoops.sum(iterations, over: components) { readCount($0) }
            },
            ReadKind(name: "Graft shared, class member") { _, iterations in
                ReadLoops.sum(iterations, over: components) { readService($0).identity }
            },
            ReadKind(name: "hand-wired, class member at +0") { _, iterations in
                ReadLoops.sum(iterations, over: handWired) { readService($0).identity }
            },
            ReadKind(name: "hand-wired, class member kept at +1") { worker, iterations in
                ReadLoops.store(iterations, over: handWired, into: slots[worker]) { readService($0) }
            },
            ReadKind(name: "lock + [String: Any], class member") { _, iterations in
                ReadLoops.sum(iterations, over: lockedServices) { readService($0).identity }
            },
        ]

        report.section(
            "2. Warm reads from two threads at once",
            notes: [
                "Both threads read the same components. Scaling = 2 x (one-thread ns per read) / (two-thread ns per read);",
                "2.00x is perfect. Threads in parallel = the threads' CPU time over wall time (2.00 when both had a core).",
                "CPU per read, 2 vs 1 = CPU time per read with two threads over one: above 1.00x is contention.",
                "A class member read at +0 writes no memory; kept at +1, both threads retain and release the one object.",
            ])
        let workers = WorkerThreads()
        let cpuSamples = CPUSamples()
        // Longer samples than the single-thread benchmarks, so waking the workers is a negligible part of each.
        let threadBudget = Budget(
            name: budget.name, rounds: budget.rounds, warmUpRounds: budget.warmUpRounds,
            sampleNanoseconds: budget.sampleNanoseconds * 5, heavyRounds: budget.heavyRounds)
        var contenders: [Contender] = []
        for kind in kinds {
            let iterations = threadBudget.fixedIterations ?? calibratedIterations(of: kind.job, budget: threadBudget)
            for threads in 1...WorkerThreads.count {
                let name = "\(kind.name), \(threads) thread\(threads == 1 ? "" : "s")"
                contenders.append(
                    Contender(name, fixedIterations: iterations) { iterations in
                        let elapsed = workers.run(threads: threads, iterations: iterations, job: kind.job)
                        cpuSamples.record(
                            name, wall: elapsed, cpu: workers.lastCPUNanoseconds, reads: threads * iterations)
                        return elapsed
                    })
            }
        }
        let comparison = await SideBySide.measure(contenders, budget: threadBudget)
        var rows: [[String]] = []
        var goals: [Goal] = []
        for kind in kinds {
            let one = "\(kind.name), 1 thread"
            let two = "\(kind.name), 2 threads"
            let scaling = 2 / comparison.ratio(two, to: one)
            let parallelism = cpuSamples.parallelism(two, rounds: threadBudget.rounds)
            let cpuPerRead =
                cpuSamples.cpuPerRead(two, rounds: threadBudget.rounds)
                / cpuSamples.cpuPerRead(one, rounds: threadBudget.rounds)
            rows.append([
                kind.name, Format.nanoseconds(comparison.median(one)), Format.nanoseconds(comparison.median(two)),
                Format.ratio(scaling), Format.decimal(parallelism), Format.ratio(cpuPerRead),
            ])
            if kind.name.hasPrefix("Graft") {
                // Two threads that could not run at once say nothing about the read; the verdict waits for a
                // machine that gives the benchmark both cores.
                let measurable = scaling >= 1.8 || parallelism >= 1.8
                goals.append(
                    Goal(
                        statement: "2 threads read at least 1.8x one thread's throughput (\(kind.name))",
                        measured: "\(Format.ratio(scaling)), threads in parallel \(Format.decimal(parallelism))",
                        isMet: measurable ? scaling >= 1.8 : nil))
            }
        }
        report.table(
            [
                "read", "ns per read, 1 thread", "ns per read, 2 threads", "scaling", "threads in parallel",
                "CPU per read, 2 vs 1",
            ], rows)
        goals.forEach(report.record)
    }

    /// Grows the iteration count until `job`, run on this thread, lasts a sample; calibrating on the workers instead
    /// would count the time it takes to wake one, which on a busy machine can exceed a whole sample.
    private static func calibratedIterations(
        of job: @Sendable (_ worker: Int, _ iterations: Int) -> Int, budget: Budget
    ) -> Int {
        var iterations = 1_000
        while true {
            let start = MonotonicClock.now
            Sink.shared.consume(job(0, iterations))
            if MonotonicClock.now &- start >= budget.sampleNanoseconds || iterations >= 1 << 30 { return iterations }
            iterations *= 2
        }
    }
}
