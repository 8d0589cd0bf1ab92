/// Benchmark 12: a component of ten `shared` members, created and each member read once.
///
/// Beside it, a class with ten `lazy var`s, the cheapest way to make members on first read, and RIBs' recursive
/// lock and `[String: Any]`. Every sample makes fresh objects and keeps them until the clock stops, so releasing
/// them is not timed; the bytes per object come from a round of their own.
@MainActor
enum MembersBenchmark {
    static let lazyVars = "class with 10 lazy vars"
    static let graft = "Graft component, 10 shared members"
    static let locked = "recursive lock + [String: Any] (RIBs)"
    /// Objects kept alive for the memory reading.
    static let memoryCount = 1_000

    static func run(budget: Budget, report: Report) async {
        let seed = RunSeed.value
        report.section(
            "12. Ten members: create an object of ten members and read each once",
            notes: ["Each member makes a Service on first read; bytes are the heap an object and its services hold."])
        let comparison = await SideBySide.measure(
            [
                createAndRead(lazyVars) { index in makeAndReadTenServices(seed: seed &+ index) as (LazyTenServices, Int)
                },
                createAndRead(graft) { index in
                    makeAndReadTenServices(seed: seed &+ index) as (TenMembersComponent, Int)
                },
                createAndRead(locked) { index in makeAndReadTenServices(seed: seed &+ index) as (LockedTenServices, Int)
                },
            ], budget: budget)
        let bytes = [
            lazyVars: bytesPerObject { makeAndReadTenServices(seed: seed &+ $0) as (LazyTenServices, Int) },
            graft: bytesPerObject { makeAndReadTenServices(seed: seed &+ $0) as (TenMembersComponent, Int) },
            locked: bytesPerObject { makeAndReadTenServices(seed: seed &+ $0) as (LockedTenServices, Int) },
        ]
        report.table(
            ["contender", "ns per object", "vs lazy vars", "bytes per object", "vs lazy vars"],
            [lazyVars, graft, locked].map { name in
                [
                    name, Format.nanoseconds(comparison.median(name)),
                    Format.ratio(comparison.ratio(name, to: lazyVars)), Format.grouped(bytes[name, default: 0]),
                    Format.ratio(bytes[name, default: 0] / bytes[lazyVars, default: 1]),
                ]
            })
        let timeRatio = comparison.ratio(graft, to: lazyVars)
        report.record(
            Goal(
                statement: "10 members created and read once at most 3x 10 lazy vars, in time",
                measured: Format.ratio(timeRatio), isMet: timeRatio <= 3))
        let bytesRatio = bytes[graft, default: 0] / bytes[lazyVars, default: 1]
        report.record(
            Goal(
                statement: "10 members created and read once at most 3x 10 lazy vars, in bytes",
                measured: Format.ratio(bytesRatio), isMet: bytesRatio <= 3))
        await reportWarmReads(budget: budget, report: report, seed: seed)
    }

    /// Times the ten members' warm reads, once each object has made them: what a component's table, three quarters
    /// full at most, costs the reads of members that its pair check does not find.
    private static func reportWarmReads(budget: Budget, report: Report, seed: Int) async {
        let lazyObject = makeAndReadTenServices(seed: seed) as (LazyTenServices, Int)
        let component = makeAndReadTenServices(seed: seed) as (TenMembersComponent, Int)
        let comparison = await SideBySide.measure(
            [
                readEachMember(lazyVars) { readTenServices(lazyObject.0) },
                readEachMember(graft) { readTenServices(component.0) },
            ], budget: budget)
        report.table(
            ["warm reads of the ten members", "ns per ten reads", "vs lazy vars"],
            [lazyVars, graft].map { name in
                [
                    name, Format.nanoseconds(comparison.median(name)),
                    Format.ratio(comparison.ratio(name, to: lazyVars)),
                ]
            })
    }

    /// A contender that reads an object's ten members `iterations` times.
    private static func readEachMember(_ name: String, _ read: @escaping @MainActor () -> Int) -> Contender {
        Contender(name) { iterations in
            var checksum = 0
            let start = MonotonicClock.now
            for _ in 0..<iterations {
                checksum &+= read()
            }
            let elapsed = MonotonicClock.now &- start
            Sink.shared.consume(checksum)
            return elapsed
        }
    }

    /// A contender that makes and reads `iterations` objects, keeping them until the clock has stopped.
    private static func createAndRead<Object: AnyObject>(
        _ name: String, _ make: @escaping @MainActor (Int) -> (Object, Int)
    ) -> Contender {
        Contender(name) { iterations in
            var objects: [Object] = []
            objects.reserveCapacity(iterations)
            var checksum = 0
            let start = MonotonicClock.now
            for index in 0..<iterations {
                let (object, sum) = make(index)
                checksum &+= sum
                objects.append(object)
            }
            let elapsed = MonotonicClock.now &- start
            Sink.shared.consume(checksum)
            return elapsed
        }
    }

    /// The heap bytes one object holds once made and read, averaged over ``memoryCount`` objects kept at once.
    private static func bytesPerObject<Object: AnyObject>(_ make: (Int) -> (Object, Int)) -> Double {
        var objects: [Object] = []
        objects.reserveCapacity(memoryCount)
        let before = HeapUsage.bytesInUse
        var checksum = 0
        for index in 0..<memoryCount {
            let (object, sum) = make(index)
            checksum &+= sum
            objects.append(object)
        }
        let after = HeapUsage.bytesInUse
        Sink.shared.consume(checksum)
        return Double(after - before) / Double(memoryCount)
    }
}
