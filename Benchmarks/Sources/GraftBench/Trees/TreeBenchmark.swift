import Graft

/// Benchmark 5: build, attach, detach and release trees of 1,000 and 10,000 feature nodes.
///
/// Each node is a real feature: a component with a `shared` store, a builder, an interactor and a router. A round
/// builds a tree under an active root, attaches it (activating every interactor), detaches it, and drops it, timing
/// each step, and reads the allocator's bytes in use before building and once the tree is attached. The two sizes
/// alternate round by round.
@MainActor
enum TreeBenchmark {
    private struct Sample {
        var build = 0.0
        var attach = 0.0
        var detach = 0.0
        var release = 0.0
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
                Format.nanoseconds(total), Format.grouped(median(\.bytes)), Format.grouped(median(\.leftOver)),
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
        var sample = Sample()
        let heapBefore = HeapUsage.bytesInUse
        let start = MonotonicClock.now
        var top: NodeRouting? = builder.build(withListener: listener, node: 0, of: shape)
        let built = MonotonicClock.now
        rootRouter.attachChild(top!)
        let attached = MonotonicClock.now
        let heapAttached = HeapUsage.bytesInUse
        let detaching = MonotonicClock.now
        rootRouter.detachChild(top!)
        let detached = MonotonicClock.now
        top = nil
        let released = MonotonicClock.now
        let heapAfter = HeapUsage.bytesInUse
        sample.build = Double(built - start) / nodes
        sample.attach = Double(attached - built) / nodes
        sample.detach = Double(detached - detaching) / nodes
        sample.release = Double(released - detached) / nodes
        sample.bytes = Double(heapAttached - heapBefore) / nodes
        sample.leftOver = Double(heapAfter - heapBefore) / nodes
        Sink.shared.consume(component.analytics.activationCount)
        return sample
    }
}
