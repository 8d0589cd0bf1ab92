import Swinject

/// Benchmark 3: what the first read of a `shared` member costs beyond running its factory.
///
/// Every sample creates fresh components, containers or objects before the clock starts, then times one first read
/// on each. The factory alone, timed the same way, is the baseline: the difference is what the container adds. The
/// sync factories allocate one ``Service`` inline; the async one calls an async function that does.
@MainActor
enum ColdCreationBenchmark {
    static let factory = "factory alone: allocate a Service"
    static let graft = "Graft, first shared read"
    static let locked = "lock + [String: Any] (RIBs, needle), first read"
    static let swinject = "Swinject, first resolve in .container scope"
    static let asyncFactory = "async factory alone"
    static let asyncGraft = "Graft, first async shared read"
    static let actorFactory = "async factory alone, from another actor"
    static let actorGraft = "Graft, first async shared read, from another actor"
    static let preferredFactory = "async factory under a task executor preference"
    static let actorPreferredFactory = "async factory under a task executor preference, from another actor"

    static func run(budget: Budget, report: Report) async {
        let seed = RunSeed.value
        report.section(
            "3. Cold creation: the first read of a shared member",
            notes: [
                "Fresh components every sample; each is read once. \"Beyond the factory\" subtracts the factory's time."
            ])
        let sync = await SideBySide.measure(
            [
                timedCreation(factory) { _ in
                    { index in Service(seed: seed &+ index) }
                },
                timedCreation(graft) { iterations in
                    let components = ObjectBatch(count: iterations) { WarmComponent(seed: seed &+ $0) }
                    return { index in components.with(index) { readService($0) } }
                },
                timedCreation(locked) { iterations in
                    let services = ObjectBatch(count: iterations) { LockedDictionaryServices(seed: seed &+ $0) }
                    return { index in services.with(index) { readService($0) } }
                },
                timedCreation(swinject) { iterations in
                    let containers = ObjectBatch(count: iterations) { index in
                        let container = Container()
                        container.register(Service.self) { _ in Service(seed: seed &+ index) }
                            .inObjectScope(.container)
                        return container
                    }
                    return { index in containers.with(index) { readService($0) } }
                },
            ], budget: budget)
        let asynchronous = await SideBySide.measure(
            [
                Contender(asyncFactory) { iterations in
                    let services = CreatedServices(capacity: iterations)
                    let start = MonotonicClock.now
                    for index in 0..<iterations {
                        services.keep(await makeService(seed: seed &+ index), at: index)
                    }
                    let elapsed = MonotonicClock.now &- start
                    services.release()
                    return elapsed
                },
                Contender(asyncGraft) { iterations in
                    let components = (0..<iterations).map { AsyncServiceComponent(seed: seed &+ $0) }
                    let services = CreatedServices(capacity: iterations)
                    let start = MonotonicClock.now
                    for index in 0..<iterations {
                        services.keep(await readService(components[index]), at: index)
                    }
                    let elapsed = MonotonicClock.now &- start
                    services.release()
                    return elapsed
                },
                Contender(preferredFactory) { iterations in
                    let services = CreatedServices(capacity: iterations)
                    let start = MonotonicClock.now
                    for index in 0..<iterations {
                        services.keep(await makeServiceUnderPreference(seed: seed &+ index), at: index)
                    }
                    let elapsed = MonotonicClock.now &- start
                    services.release()
                    return elapsed
                },
                Contender(actorPreferredFactory) { iterations in
                    await ColdReader.shared.timeFactoryUnderPreference(iterations: iterations, seed: seed)
                },
                Contender(actorFactory) { iterations in
                    await ColdReader.shared.timeFactory(iterations: iterations, seed: seed)
                },
                Contender(actorGraft) { iterations in
                    let components = (0..<iterations).map { AsyncServiceComponent(seed: seed &+ $0) }
                    return await ColdReader.shared.timeFirstReads(of: components)
                },
            ], budget: budget)
        report.table(
            ["first read", "ns", "quartiles", "beyond the factory, ns", "vs factory"],
            [
                row(factory, in: sync, baseline: factory), row(graft, in: sync, baseline: factory),
                row(locked, in: sync, baseline: factory), row(swinject, in: sync, baseline: factory),
                row(asyncFactory, in: asynchronous, baseline: asyncFactory),
                row(asyncGraft, in: asynchronous, baseline: asyncFactory),
                row(preferredFactory, in: asynchronous, baseline: asyncFactory),
                row(actorFactory, in: asynchronous, baseline: actorFactory),
                row(actorGraft, in: asynchronous, baseline: actorFactory),
                row(actorPreferredFactory, in: asynchronous, baseline: actorFactory),
            ])
        for (label, factory, read) in [
            ("on the main actor", asyncFactory, asyncGraft), ("from another actor", actorFactory, actorGraft),
        ] {
            let ratio = asynchronous.ratio(read, to: factory)
            report.record(
                Goal(
                    statement: "first async read at most 1.5x a plain await of its factory, \(label)",
                    measured: Format.ratio(ratio), isMet: ratio <= 1.5))
        }
    }

    /// A contender that prepares a batch untimed, then times one call of the prepared read per index.
    ///
    /// - Parameters:
    ///   - name: The contender's name.
    ///   - prepare: Given the iteration count, makes what the sample needs and returns the read that makes or reads
    ///     the service at an index.
    /// - Returns: The contender.
    private static func timedCreation(
        _ name: String, prepare: @escaping @MainActor (_ iterations: Int) -> (Int) -> Service
    ) -> Contender {
        Contender(name) { iterations in
            let read = prepare(iterations)
            let services = CreatedServices(capacity: iterations)
            let start = MonotonicClock.now
            for index in 0..<iterations {
                services.keep(read(index), at: index)
            }
            let elapsed = MonotonicClock.now &- start
            services.release()
            return elapsed
        }
    }

    private static func row(_ name: String, in comparison: Comparison, baseline: String) -> [String] {
        let quartiles = comparison.quartiles(name)
        let beyond = comparison.median(name) - comparison.median(baseline)
        return [
            name, Format.nanoseconds(comparison.median(name)),
            "\(Format.nanoseconds(quartiles.lower))–\(Format.nanoseconds(quartiles.upper))",
            name == baseline ? "" : Format.nanoseconds(beyond), Format.ratio(comparison.ratio(name, to: baseline)),
        ]
    }
}
