/// Benchmark 11: keyed `shared` members at 100, 10,000 and 1,000,000 keys, `Int` and `String` keys, beside a
/// dictionary behind a `Mutex` and one behind an `NSLock`: warm reads, creating each key's instance, and the memory
/// each instance holds.
@MainActor
enum KeyedBenchmark {
    static let graft = "Graft shared(key:)"
    static let mutex = "Mutex + [Key: Box]"
    static let locked = "NSLock + [Key: Box]"
    static let unkeyed = "Graft unkeyed read"
    static let hash = "the key's hashValue"

    static func run(budget: Budget, keyCounts: [Int], report: Report) async {
        report.section(
            "11. Keyed members",
            notes: [
                "One component (or dictionary) holds every key; reads visit the keys in a shuffled order, each",
                "through an @inline(never) function. String keys are URLs of about 30 bytes. Creation times filling",
                "a fresh container with every key, per key; memory is glibc mallinfo2 bytes per key, with the chunks",
                "it maps on their own and the Box.",
            ])
        for size in keyCounts {
            await measure(
                keys: (0..<size).map { $0 &* 7_919 &+ RunSeed.value }, label: "Int", budget: budget, report: report)
            await measure(
                keys: (0..<size).map { "https://example.com/items/\($0 &+ RunSeed.value)" }, label: "String",
                budget: budget, report: report)
        }
    }

    private static func measure<Key: Hashable & Sendable>(
        keys: [Key], label: String, budget: Budget, report: Report
    ) async {
        let size = keys.count
        let readOrder = keys.shuffled()
        let component = filled(KeyedComponent<Key>.self, keys)
        let mutexBoxes = filled(MutexBoxes<Key>.self, keys)
        let lockedBoxes = filled(LockedBoxes<Key>.self, keys)
        _ = component.count
        let reads = await SideBySide.measure(
            [
                .timed(graft) { readLoop($0, readOrder) { readWarm(component, $0).identity } },
                .timed(mutex) { readLoop($0, readOrder) { readWarm(mutexBoxes, $0).identity } },
                .timed(locked) { readLoop($0, readOrder) { readWarm(lockedBoxes, $0).identity } },
                .timed(unkeyed) { readLoop($0, readOrder) { _ in readUnkeyed(component) } },
                .timed(hash) { readLoop($0, readOrder) { hashOnly($0) } },
            ], budget: budget)
        print("\n\(Format.grouped(Double(size))) \(label) keys, warm read")
        printTable(reads, report: report)
        let readRatio = reads.ratio(graft, to: mutex)
        report.record(
            Goal(
                statement:
                    "keyed read at most 0.5x Mutex + dictionary (\(label), \(Format.grouped(Double(size))) keys)",
                measured: Format.ratio(readRatio), isMet: readRatio <= 0.5))
        let floor = reads.median(unkeyed) + reads.median(hash)
        let floorRatio = reads.median(graft) / floor
        report.record(
            Goal(
                statement:
                    "keyed read at most 3x unkeyed read + hash (\(label), \(Format.grouped(Double(size))) keys)",
                measured: Format.ratio(floorRatio), isMet: floorRatio <= 3))

        let creationRounds = size >= 1_000_000 ? min(3, budget.rounds) : min(budget.heavyRounds, budget.rounds)
        let creations = await SideBySide.measure(
            [
                creation(graft, KeyedComponent<Key>.self, keys),
                creation(mutex, MutexBoxes<Key>.self, keys),
                creation(locked, LockedBoxes<Key>.self, keys),
            ], budget: budget, rounds: creationRounds)
        print("\n\(Format.grouped(Double(size))) \(label) keys, creating each key's instance")
        printTable(creations, report: report)
        let createRatio = creations.ratio(graft, to: locked)
        report.record(
            Goal(
                statement: "keyed create at most NSLock + dictionary (\(label), \(Format.grouped(Double(size))) keys)",
                measured: Format.ratio(createRatio), isMet: createRatio <= 1))

        guard size >= 1_000_000 else { return }
        let graftBytes = bytesPerKey(KeyedComponent<Key>.self, keys)
        let mutexBytes = bytesPerKey(MutexBoxes<Key>.self, keys)
        let lockedBytes = bytesPerKey(LockedBoxes<Key>.self, keys)
        print("\nmemory per key at \(Format.grouped(Double(size))) \(label) keys, Box included")
        report.table(
            ["contender", "bytes per key", "vs NSLock + dictionary"],
            [(graft, graftBytes), (mutex, mutexBytes), (locked, lockedBytes)].map { name, bytes in
                [name, Format.grouped(bytes), Format.ratio(bytes / lockedBytes)]
            })
        report.record(
            Goal(
                statement: "keyed memory at most 1.5x NSLock + dictionary (\(label), 1,000,000 keys)",
                measured: Format.ratio(graftBytes / lockedBytes), isMet: graftBytes / lockedBytes <= 1.5))
    }

    /// A contender filled with every key.
    private static func filled<Boxes: KeyedBoxes>(_ type: Boxes.Type, _ keys: [Boxes.Key]) -> Boxes {
        let boxes = Boxes()
        var checksum = 0
        for key in keys { checksum &+= create(boxes, key).identity }
        Sink.shared.consume(checksum)
        return boxes
    }

    /// Times filling a fresh contender with every key; the contender is made and released outside the clock.
    private static func creation<Boxes: KeyedBoxes>(
        _ name: String, _ type: Boxes.Type, _ keys: [Boxes.Key]
    ) -> Contender {
        Contender(name, fixedIterations: keys.count) { iterations in
            var boxes: Boxes? = Boxes()
            let start = MonotonicClock.now
            var checksum = 0
            for key in keys[..<iterations] { checksum &+= create(boxes.unsafelyUnwrapped, key).identity }
            let elapsed = MonotonicClock.now &- start
            Sink.shared.consume(checksum)
            boxes = nil
            return elapsed
        }
    }

    /// The heap bytes a contender filled with every key holds, per key.
    private static func bytesPerKey<Boxes: KeyedBoxes>(_ type: Boxes.Type, _ keys: [Boxes.Key]) -> Double {
        let before = HeapUsage.bytesInUseAndMapped
        let boxes = filled(type, keys)
        let bytes = HeapUsage.bytesInUseAndMapped - before
        withExtendedLifetime(boxes) {}
        return Double(bytes) / Double(keys.count)
    }

    /// Reads the keys in `order`, wrapping around, `iterations` times, and returns the sum of the results.
    @inline(__always)
    private static func readLoop<Key>(_ iterations: Int, _ order: [Key], _ read: (Key) -> Int) -> Int {
        var checksum = 0
        var index = 0
        for _ in 0..<iterations {
            checksum &+= read(order[index])
            index &+= 1
            if index == order.count { index = 0 }
        }
        return checksum
    }

    private static func printTable(_ comparison: Comparison, report: Report) {
        report.table(
            ["contender", "ns per operation", "vs " + mutex, "vs " + locked],
            comparison.names.map { name in
                [
                    name, Format.nanoseconds(comparison.median(name)), Format.ratio(comparison.ratio(name, to: mutex)),
                    Format.ratio(comparison.ratio(name, to: locked)),
                ]
            })
    }
}
