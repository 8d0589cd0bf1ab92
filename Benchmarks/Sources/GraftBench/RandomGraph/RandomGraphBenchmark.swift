import Swinject

/// Benchmark 7: a random layered graph of 200 singletons.
///
/// Each iteration builds the graph and reads every object once: the hand-wired graph makes every object in its
/// initializer; Graft makes a component whose `shared` members create each object on first read; Swinject
/// registers 200 factories in the `.container` scope and resolves each type. The graphs are kept until the clock
/// stops, so releasing them is not timed. A second comparison reads every object of already-built graphs again.
@MainActor
enum RandomGraphBenchmark {
    static let handWired = "hand-wired"
    static let graft = "Graft"
    static let swinject = "Swinject"
    static let objectCount = 200.0

    static func run(budget: Budget, report: Report) async {
        report.section(
            "7. A random graph of 200 singletons: build it, then read every object once",
            notes: ["10 layers of 20 objects, each depending on 1 to 3 objects of lower layers (fixed seed)."])
        let rounds = budget.heavyRounds * 2
        let firstReads = await SideBySide.measure(
            [
                buildAndRead(handWired) {
                    let graph = HandWiredRandomGraph()
                    return (graph, readEveryObject(graph))
                },
                buildAndRead(graft) {
                    let graph = RandomGraphComponent()
                    return (graph, readEveryObject(graph))
                },
                buildAndRead(swinject) {
                    let graph = SwinjectRandomGraph.makeContainer()
                    return (graph, readEveryObject(graph))
                },
            ], budget: budget, rounds: rounds)

        let handWiredGraphs = Rotation { _ in HandWiredRandomGraph() }
        let components = Rotation { _ in RandomGraphComponent() }
        let containers = Rotation { _ in SwinjectRandomGraph.makeContainer() }
        for index in 0..<Rotation<RandomGraphComponent>.count {
            _ = components.with(index) { readEveryObject($0) }
            _ = containers.with(index) { readEveryObject($0) }
        }
        let warmReads = await SideBySide.measure(
            [
                .timed(handWired) { ReadLoops.sum($0, over: handWiredGraphs) { readEveryObject($0) } },
                .timed(graft) { ReadLoops.sum($0, over: components) { readEveryObject($0) } },
                .timed(swinject) { ReadLoops.sum($0, over: containers) { readEveryObject($0) } },
            ], budget: budget, rounds: rounds)

        report.table(
            ["contender", "build + read all once, µs", "vs hand-wired", "warm read of all 200, µs", "vs hand-wired"],
            [handWired, graft, swinject].map { name in
                [
                    name, Format.nanoseconds(firstReads.median(name) / 1_000),
                    Format.ratio(firstReads.ratio(name, to: handWired)),
                    Format.nanoseconds(warmReads.median(name) / 1_000),
                    Format.ratio(warmReads.ratio(name, to: handWired)),
                ]
            })
        print(
            "per object: build + first read \(perObject(firstReads)), warm read \(perObject(warmReads)) "
                + "(hand-wired / Graft / Swinject, ns)")
        let buildRatio = firstReads.ratio(graft, to: handWired)
        report.record(
            Goal(
                statement: "a random graph of 200 built and read once at most 5x hand-wired",
                measured: Format.ratio(buildRatio), isMet: buildRatio <= 5))
    }

    /// A contender that builds and reads `iterations` graphs, keeping them until the clock has stopped.
    private static func buildAndRead<Graph: AnyObject>(
        _ name: String, _ make: @escaping @MainActor () -> (Graph, Int)
    )
        -> Contender
    {
        Contender(name) { iterations in
            var graphs: [Graph] = []
            graphs.reserveCapacity(iterations)
            var checksum = 0
            let start = MonotonicClock.now
            for _ in 0..<iterations {
                let (graph, read) = make()
                checksum &+= read
                graphs.append(graph)
            }
            let elapsed = MonotonicClock.now &- start
            Sink.shared.consume(checksum)
            return elapsed
        }
    }

    private static func perObject(_ comparison: Comparison) -> String {
        [handWired, graft, swinject].map { Format.nanoseconds(comparison.median($0) / objectCount) }
            .joined(separator: " / ")
    }
}
