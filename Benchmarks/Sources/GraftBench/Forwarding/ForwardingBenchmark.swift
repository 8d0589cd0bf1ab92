/// Benchmark 4: a dependency read through chains of components 1, 5 and 20 deep.
///
/// Each level's `forwarded` is `dependency.forwarded`, a call through the level's Dependency protocol existential,
/// down to the root's warm `shared` read. The root read and a hand-wired stored property are the baselines.
@MainActor
enum ForwardingBenchmark {
    static let handWired = "hand-wired stored property"
    static let root = "Graft shared, read at the root (depth 0)"

    static func run(budget: Budget, report: Report) async {
        let seed = RunSeed.value
        let chains = (0..<Rotation<ChainRootComponent>.count).map { ForwardingChain(seed: seed &+ $0) }
        for chain in chains { _ = chain.root.forwarded }
        let services = Rotation { HandWiredServices(seed: seed &+ $0) }
        let roots = Rotation { chains[$0].root }
        let depth1 = Rotation { chains[$0].levels.0 }
        let depth5 = Rotation { chains[$0].levels.1 }
        let depth20 = Rotation { chains[$0].levels.2 }

        report.section(
            "4. A dependency forwarded through chains of components",
            notes: [
                "Every level forwards `var forwarded: Service { dependency.forwarded }` through its Dependency protocol."
            ])
        let comparison = await SideBySide.measure(
            [
                .timed(handWired) { ReadLoops.sum($0, over: services) { readService($0).identity } },
                .timed(root) { ReadLoops.sum($0, over: roots) { readForwarded($0).identity } },
                .timed(name(depth: 1)) { ReadLoops.sum($0, over: depth1) { readForwarded($0).identity } },
                .timed(name(depth: 5)) { ReadLoops.sum($0, over: depth5) { readForwarded($0).identity } },
                .timed(name(depth: 20)) { ReadLoops.sum($0, over: depth20) { readForwarded($0).identity } },
            ], budget: budget)
        let depths = [(root, 0), (name(depth: 1), 1), (name(depth: 5), 5), (name(depth: 20), 20)]
        report.table(
            ["read", "ns per read", "vs hand-wired", "vs depth 0", "ns per level"],
            [[handWired, Format.nanoseconds(comparison.median(handWired)), "1.00x", "", ""]]
                + depths.map { name, depth in
                    [
                        name, Format.nanoseconds(comparison.median(name)),
                        Format.ratio(comparison.ratio(name, to: handWired)),
                        Format.ratio(comparison.ratio(name, to: root)),
                        depth == 0
                            ? ""
                            : Format.nanoseconds((comparison.median(name) - comparison.median(root)) / Double(depth)),
                    ]
                })
    }

    private static func name(depth: Int) -> String {
        "Graft, forwarded through \(depth) level\(depth == 1 ? "" : "s")"
    }
}
