import Graft

/// Benchmark 5: build, attach, detach and release trees of 1,000 and 10,000 feature nodes.
///
/// Each node is a real feature: a component with a `shared` store, a builder, an interactor and a router. A round
/// builds a tree under an active root, attaches it (activating every interactor), detaches it, and drops it, timing
/// each step. The two sizes alternate round by round. One more round of each size reads the allocator's bytes in use
/// before building, once the tree is attached and after releasing it; the timed rounds do not, because reading them
/// walks the allocator's free lists, which evicts the tree from the caches just before the detach is timed.
@MainActor
enum TreeBenchmark {
    private struct Sample {
        var build = 0.0
        var attach = 0.0
        var detach = 0.0
        var release = 0.0
    }

    private struct Memory {
        var bytes = 0.0
        var leftOver = 0.0
    }

    static let sizes = [1_000, 10_000]

    static func run(budget: Budget, report: Report) {
        let rootComponent = TreeRootComponent()
        let rootInteractor = TreeRootInteractor()
        let rootRouter = TreeRootRouter(interactor: rootInteractor)
        rootInteractor.activate()
        rootRouter.load()

        var samples: [Int: [Sample]] = [:]
        for round in 0..<(1 + budget.heavyRounds) {
            let order = round.isMultiple(of: 2) ? sizes : sizes.reversed()
            for size in order {
                let sample = measure(size: size, under: rootRouter, component: rootComponent, listener: rootInteractor)
                if round > 0 { samples[size, default: []].append(sample) }
            }
        }
        var memory: [Int: Memory] = [:]
        for size in sizes {
            memory[size] = measureMemory(
                size: size, under: rootRouter, component: rootComponent, listener: rootInteractor)
        }

        report.section(
            "5. Trees of features: build, attach, detach, release",
            notes: [
                "Nodes have 10 children each. Times are ns per node; memory is glibc mallinfo2 bytes in use per node",
                "while the tree is attached (allocated chunks, headers included). Release builds: leak checks are off.",
            ])
        var rows: [[String]] = []
        var totals: [Int: Double] = [:]
        for size in sizes {
            let sizeSamples = samples[size] ?? []
            func median(_ value: (Sample) -> Double) -> Double { Statistics.median(sizeSamples.map(value)) }
            let total = median { $0.build + $0.attach + $0.detach }
            totals[size] = total * Double(size)
            rows.append([
                Format.grouped(Double(size)), Format.nanoseconds(median(\.build)), Format.nanoseconds(median(\.attach)),
                Format.nanoseconds(median(\.detach)), Format.nanoseconds(median(\.release)),
                Format.nanoseconds(total), Format.grouped(memory[size]?.bytes ?? 0),
                Format.grouped(memory[size]?.leftOver ?? 0),
            ])
        }
        report.table(
            [
                "nodes", "build", "attach", "detach", "release", "build+attach+detach", "bytes per node",
                "bytes left after release",
            ], rows)
        let growth = (totals[10_000] ?? 0) / (totals[1_000] ?? 1)
        report.record(
            Goal(
                statement: "10,000 nodes cost at most 11x 1,000 nodes (build + attach + detach)",
                measured: Format.ratio(growth), isMet: growth <= 11))
    }

    private static func measure(
        size: Int, under rootRouter: TreeRootRouter, component: TreeRootComponent, listener: NodeListener
    ) -> Sample {
        let shape = TreeShape(nodeCount: size)
        let builder = NodeBuilder(dependency: component)
        let nodes = Double(size)
        let start = MonotonicClock.now
        var top: NodeRouting? = builder.build(withListener: listener, node: 0, of: shape)
        let built = MonotonicClock.now
        rootRouter.attachChild(top!)
        let attached = MonotonicClock.now
        rootRouter.detachChild(top!)
        let detached = MonotonicClock.now
        top = nil
        let released = MonotonicClock.now
        Sink.shared.consume(component.analytics.activationCount)
        return Sample(
            build: Double(built - start) / nodes, attach: Double(attached - built) / nodes,
            detach: Double(detached - attached) / nodes, release: Double(released - detached) / nodes)
    }

    /// The bytes per node a tree holds while attached, and those left once it is released, from a round of its own.
    private static func measureMemory(
        size: Int, under rootRouter: TreeRootRouter, component: TreeRootComponent, listener: NodeListener
    ) -> Memory {
        let builder = NodeBuilder(dependency: component)
        let nodes = Double(size)
        let heapBefore = HeapUsage.bytesInUse
        var top: NodeRouting? = builder.build(withListener: listener, node: 0, of: TreeShape(nodeCount: size))
        rootRouter.attachChild(top!)
        let heapAttached = HeapUsage.bytesInUse
        rootRouter.detachChild(top!)
        top = nil
        let heapAfter = HeapUsage.bytesInUse
        return Memory(
            bytes: Double(heapAttached - heapBefore) / nodes, leftOver: Double(heapAfter - heapBefore) / nodes)
    }
}
