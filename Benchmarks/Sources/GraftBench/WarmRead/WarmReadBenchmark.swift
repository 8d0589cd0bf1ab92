import Swinject

/// Benchmark 1: a warm `shared` read, against a stored property, RIBs' lock and dictionary, Swinject and, for a
/// class-typed member, swift-dependencies' `@Dependency`.
///
/// Three variants separate what the read costs from what ownership costs. A class-typed read of a stored `let`
/// through a function returns the reference at +0, a single load with no retain, and so does Graft's read, whose
/// every path ends in one load from memory the component keeps; a read from a dictionary or Swinject's cache returns
/// it at +1, a retain the caller later releases. So the class-typed variant compares them as an app would call them,
/// the `Int` variant has no reference counting at all, and the like-for-like variant stores every result in a
/// preallocated slot, which needs an owned reference from every contender.
@MainActor
enum WarmReadBenchmark {
    static let handWired = "hand-wired stored property"
    static let graft = "Graft shared"
    static let locked = "lock + [String: Any] (RIBs, needle)"
    static let swinject = "Swinject, .container scope"
    static let dependencies = "swift-dependencies @Dependency"

    static func run(budget: Budget, report: Report) async {
        let seed = RunSeed.value
        let subjects = WarmReadSubjects(seed: seed)
        let services = subjects.handWired
        let components = subjects.components
        let lockedServices = subjects.lockedServices
        let containers = Rotation { SwinjectServices.makeContainer(seed: seed &+ $0) }
        let dependencyReaders = Rotation { DependenciesServices.make(seed: seed &+ $0) }

        report.section(
            "1a. Warm read of a class-typed member",
            notes: [
                "Each read goes through an @inline(never) function; the loop adds up the returned objects' addresses.",
                "The hand-wired and Graft reads return the reference at +0 (no retain); the other two at +1.",
            ])
        let classReads = await SideBySide.measure(
            [
                .timed(handWired) { ReadLoops.sum($0, over: services) { readService($0).identity } },
                .timed(graft) { ReadLoops.sum($0, over: components) { readService($0).identity } },
                .timed(locked) { ReadLoops.sum($0, over: lockedServices) { readService($0).identity } },
                .timed(swinject) { ReadLoops.sum($0, over: containers) { readService($0).identity } },
                .timed(dependencies) { ReadLoops.sum($0, over: dependencyReaders) { readService($0).identity } },
            ], budget: budget)
        printReads(classReads, report: report)
        recordOverheadGoal(classReads, variant: "class value", atMost: 2, report: report)
        report.record(
            Goal(
                statement: "Graft at least 20x faster than lock + dictionary",
                measured: Format.ratio(classReads.ratio(locked, to: graft)),
                isMet: classReads.ratio(locked, to: graft) >= 20))
        report.record(
            Goal(
                statement: "Graft at least 200x faster than Swinject",
                measured: Format.ratio(classReads.ratio(swinject, to: graft)),
                isMet: classReads.ratio(swinject, to: graft) >= 200))
        report.record(
            Goal(
                statement: "Graft at least 20x faster than swift-dependencies @Dependency",
                measured: Format.ratio(classReads.ratio(dependencies, to: graft)),
                isMet: classReads.ratio(dependencies, to: graft) >= 20))

        report.section(
            "1b. Warm read of an Int member",
            notes: ["No reference counting on either side; the hand-wired Int is a var set from a run-time value."])
        let intReads = await SideBySide.measure(
            [
                .timed(handWired) { ReadLoops.sum($0, over: services) { readCount($0) } },
                .timed(graft) { ReadLoops.sum($0, over: components) { readCount($0) } },
                .timed(locked) { ReadLoops.sum($0, over: lockedServices) { readCount($0) } },
                .timed(swinject) { ReadLoops.sum($0, over: containers) { readCount($0) } },
            ], budget: budget)
        printReads(intReads, report: report)
        recordOverheadGoal(intReads, variant: "Int value", atMost: 2, report: report)

        report.section(
            "1c. Warm read of a class-typed member, every result kept at +1",
            notes: [
                "Each result is stored into one of 64 preallocated slots, so every contender retains what it reads."
            ]
        )
        let placeholder = Service(seed: seed)
        let handWiredSlots = ResultSlots(filledWith: placeholder)
        let graftSlots = ResultSlots(filledWith: placeholder)
        let lockedSlots = ResultSlots(filledWith: placeholder)
        let swinjectSlots = ResultSlots(filledWith: placeholder)
        let ownedReads = await SideBySide.measure(
            [
                .timed(handWired) { ReadLoops.store($0, over: services, into: handWiredSlots) { readService($0) } },
                .timed(graft) { ReadLoops.store($0, over: components, into: graftSlots) { readService($0) } },
                .timed(locked) { ReadLoops.store($0, over: lockedServices, into: lockedSlots) { readService($0) } },
                .timed(swinject) { ReadLoops.store($0, over: containers, into: swinjectSlots) { readService($0) } },
            ], budget: budget)
        printReads(ownedReads, report: report)
        recordOverheadGoal(ownedReads, variant: "class value kept at +1", atMost: 3, report: report)
    }

    private static func printReads(_ comparison: Comparison, report: Report) {
        report.table(
            ["contender", "ns per read", "quartiles", "vs hand-wired", "vs Graft"],
            comparison.names.map { name in
                let quartiles = comparison.quartiles(name)
                return [
                    name,
                    Format.nanoseconds(comparison.median(name)),
                    "\(Format.nanoseconds(quartiles.lower))–\(Format.nanoseconds(quartiles.upper))",
                    Format.ratio(comparison.ratio(name, to: handWired)),
                    Format.ratio(comparison.ratio(name, to: graft)),
                ]
            })
    }

    /// Records the goal that a Graft read costs at most `limit` times a hand-wired one: 2x as an app reads a class
    /// or an `Int` member, 3x when every result is retained, which adds the same retain to both.
    private static func recordOverheadGoal(
        _ comparison: Comparison, variant: String, atMost limit: Double, report: Report
    ) {
        let ratio = comparison.ratio(graft, to: handWired)
        report.record(
            Goal(
                statement: "Graft at most \(Int(limit))x a hand-wired read (\(variant))", measured: Format.ratio(ratio),
                isMet: ratio <= limit))
    }
}
