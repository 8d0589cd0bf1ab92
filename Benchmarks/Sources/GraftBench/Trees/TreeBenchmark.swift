import Graft

/// Benchmark 5: build, attach, detach and release trees of 1,000 and 10,000 feature nodes, with Graft and by hand.
///
/// Each Graft node is a real feature: a component with a `shared` store, a builder, an interactor and a router. A
/// round builds a tree under an active root, attaches it (activating every interactor), detaches it, and drops it,
/// timing each step. The hand-wired tree (``HandWiredNodeRouter``) does the same with plain classes and no
/// framework, in the same rounds, so its growth from 1,000 to 10,000 nodes shows what the machine's caches alone
/// cost a tree of this shape. The two sizes alternate round by round, and so do the trees, each starting from an
/// allocator that has merged what the tree before it freed (``HeapUsage/mergeFreedChunks()``). One more round of
/// each reads the allocator's bytes in use before building, once the tree is attached and after releasing it; the
/// timed rounds do not, because reading them walks the allocator's free lists, which evicts the tree from the
/// caches just before the detach is timed.
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

    /// The steps of one round, each already divided by the number of nodes.
    private struct Timer {
        let nodes: Double
        private var last = MonotonicClock.now

        init(nodes: Int) {
            self.nodes = Double(nodes)
        }

        mutating func lap() -> Double {
            let now = MonotonicClock.now
            defer { last = now }
            return Double(now - last) / nodes
        }
    }

    private enum Tree: CaseIterable {
        case graft, handWired, handWiredWithScopes

        var name: String {
            switch self {
            case .graft: "Graft"
            case .handWired: "hand-wired"
            case .handWiredWithScopes: "hand-wired + scopes"
            }
        }
    }

    /// The roots both trees are attached below, active for the whole benchmark.
    @MainActor
    private struct Roots {
        let component = TreeRootComponent()
        let interactor = TreeRootInteractor()
        let router: TreeRootRouter
        let handWired: HandWiredNodeRouter

        init() {
            router = TreeRootRouter(interactor: interactor)
            interactor.activate()
            router.load()
            handWired = HandWiredNodeRouter.root(analytics: component.analytics)
        }
    }

    static let sizes = [1_000, 10_000]

    static func run(budget: Budget, report: Report) {
        let roots = Roots()
        var samples: [Tree: [Int: [Sample]]] = [:]
        for round in 0..<(1 + budget.heavyRounds) {
            let sizeOrder = round.isMultiple(of: 2) ? sizes : sizes.reversed()
            let treeOrder = (round / 2).isMultiple(of: 2) ? Tree.allCases : Tree.allCases.reversed()
            for size in sizeOrder {
                for tree in treeOrder {
                    let sample = measure(tree, size: size, under: roots)
                    if round > 0 { samples[tree, default: [:]][size, default: []].append(sample) }
                }
            }
        }
        var memory: [Tree: [Int: Memory]] = [:]
        for tree in Tree.allCases {
            for size in sizes {
                memory[tree, default: [:]][size] = measureMemory(tree, size: size, under: roots)
            }
        }

        report.section(
            "5. Trees of features: build, attach, detach, release",
            notes: [
                "Nodes have 10 children each. Times are ns per node; memory is glibc mallinfo2 bytes in use per node",
                "while the tree is attached (allocated chunks, headers included; table slabs' unused blocks left out).",
                "Release builds: leak checks are off.",
                "The hand-wired tree does the same with plain classes, in the same rounds: the machine's own growth.",
                "Hand-wired + scopes adds a component and a builder to each hand-wired node, as a RIBs feature has.",
            ])
        var rows: [[String]] = []
        var growth: [Tree: Double] = [:]
        var perNode: [Tree: [Int: Double]] = [:]
        for tree in Tree.allCases {
            var totals: [Int: Double] = [:]
            for size in sizes {
                let sizeSamples = samples[tree]?[size] ?? []
                func median(_ value: (Sample) -> Double) -> Double { Statistics.median(sizeSamples.map(value)) }
                let total = median { $0.build + $0.attach + $0.detach }
                totals[size] = total * Double(size)
                perNode[tree, default: [:]][size] = total
                let sizeMemory = memory[tree]?[size] ?? Memory()
                rows.append([
                    tree.name, Format.grouped(Double(size)), Format.nanoseconds(median(\.build)),
                    Format.nanoseconds(median(\.attach)), Format.nanoseconds(median(\.detach)),
                    Format.nanoseconds(median(\.release)), Format.nanoseconds(total), Format.grouped(sizeMemory.bytes),
                    Format.grouped(sizeMemory.leftOver),
                ])
            }
            growth[tree] = (totals[10_000] ?? 0) / (totals[1_000] ?? 1)
        }
        report.table(
            [
                "tree", "nodes", "build", "attach", "detach", "release", "build+attach+detach", "bytes per node",
                "bytes left after release",
            ], rows)
        /// Graft's build, attach and detach of a node against `tree`'s, at `size` nodes.
        func graftTime(against tree: Tree, at size: Int) -> Double {
            (perNode[.graft]?[size] ?? 0) / (perNode[tree]?[size] ?? 1)
        }
        let againstScopes = sizes.map { size in
            "\(Format.ratio(graftTime(against: .handWiredWithScopes, at: size))) at \(Format.grouped(Double(size))) nodes"
        }
        print("Graft against hand-wired + scopes, build + attach + detach: \(againstScopes.joined(separator: ", "))")
        let graftGrowth = growth[.graft] ?? 0
        let handWiredGrowth = growth[.handWired] ?? 0
        print(
            "growth from 1,000 to 10,000 nodes: Graft \(Format.ratio(graftGrowth)), "
                + "hand-wired \(Format.ratio(handWiredGrowth))")
        report.record(
            Goal(
                statement: "10,000 nodes cost at most 11x 1,000 nodes (build + attach + detach)",
                measured: "\(Format.ratio(graftGrowth)) (hand-wired \(Format.ratio(handWiredGrowth)))",
                isMet: graftGrowth <= 11))
        for size in sizes {
            let timeRatio = graftTime(against: .handWired, at: size)
            let bytesRatio = (memory[.graft]?[size]?.bytes ?? 0) / (memory[.handWired]?[size]?.bytes ?? 1)
            report.record(
                Goal(
                    statement: "a tree node at most 2x hand-wired at \(Format.grouped(Double(size))) nodes, in time",
                    measured: Format.ratio(timeRatio), isMet: timeRatio <= 2))
            report.record(
                Goal(
                    statement: "a tree node at most 2x hand-wired at \(Format.grouped(Double(size))) nodes, in bytes",
                    measured: Format.ratio(bytesRatio), isMet: bytesRatio <= 2))
        }
    }

    private static func measure(_ tree: Tree, size: Int, under roots: Roots) -> Sample {
        HeapUsage.mergeFreedChunks()
        var timer = Timer(nodes: size)
        var sample = Sample()
        cycle(tree, size: size, under: roots) { step in
            let lap = timer.lap()
            switch step {
            case .starting: break
            case .built: sample.build = lap
            case .attached: sample.attach = lap
            case .detached: sample.detach = lap
            case .released: sample.release = lap
            }
        }
        Sink.shared.consume(roots.component.analytics.activationCount)
        return sample
    }

    /// The bytes per node a tree holds while attached, and those left once it is released, from a round of its own.
    private static func measureMemory(_ tree: Tree, size: Int, under roots: Roots) -> Memory {
        let nodes = Double(size)
        let heapBefore = HeapUsage.bytesInUse
        var heapAttached = 0
        cycle(tree, size: size, under: roots) { step in
            if step == .attached { heapAttached = HeapUsage.bytesInUse }
        }
        let heapAfter = HeapUsage.bytesInUse
        return Memory(
            bytes: Double(heapAttached - heapBefore) / nodes, leftOver: Double(heapAfter - heapBefore) / nodes)
    }

    private enum Step {
        case starting, built, attached, detached, released
    }

    /// Builds one tree of `size` nodes below its root, attaches it, detaches it and releases it, calling `after`
    /// once before the build and after each step.
    private static func cycle(_ tree: Tree, size: Int, under roots: Roots, after: (Step) -> Void) {
        let shape = TreeShape(nodeCount: size)
        switch tree {
        case .graft:
            let builder = NodeBuilder(dependency: roots.component)
            cycle(
                building: { builder.build(withListener: roots.interactor, node: 0, of: shape) },
                attaching: { roots.router.attachChild($0) }, detaching: { roots.router.detachChild($0) },
                after: after)
        case .handWired, .handWiredWithScopes:
            cycle(
                building: {
                    HandWiredNodeRouter.build(
                        node: 0, of: shape, analytics: roots.component.analytics,
                        listener: roots.handWired.interactor,
                        scoped: tree == .handWiredWithScopes)
                },
                attaching: { roots.handWired.attachChild($0) }, detaching: { roots.handWired.detachChild($0) },
                after: after)
        }
    }

    private static func cycle<Top>(
        building: () -> Top, attaching: (Top) -> Void, detaching: (Top) -> Void, after: (Step) -> Void
    ) {
        after(.starting)
        var top: Top? = building()
        after(.built)
        attaching(top!)
        after(.attached)
        detaching(top!)
        after(.detached)
        top = nil
        after(.released)
    }
}
