import Foundation
import Graft

/// Benchmark 8: what waiting on a creation in flight costs when many creations are in flight, and what reporting a
/// long cycle costs.
///
/// The fan-out starts every item at once in a task group; each item's factory waits on one 300 ms member, so all
/// items are in flight, and each wait checks for a cycle. Its time should grow with the items, not with their square.
/// The cycle runs in a child process, since reporting it stops the program: the time from start to exit and the
/// child's peak memory should grow linearly with the cycle's length.
@MainActor
enum WaitBenchmark {
    /// The command-line option under which this program reports a cycle of the given length, in a child process.
    static let cycleOption = "--report-cycle-of"

    static func run(budget: Budget, report: Report) async {
        report.section(
            "8. Waits: many creations in flight, and a long cycle",
            notes: [
                "Fan-out: N items started at once, each waiting on one member that takes 300 ms; wall time, median.",
                "Cycle: a child process reads a member of a cycle of N keyed members; time to its exit, peak memory.",
                "The child runs without the runtime's backtrace (SWIFT_BACKTRACE=enable=no), which any crash pays.",
            ])
        let rounds = max(1, budget.rounds / 10)
        let small = await medianFanOut(items: 4_000, components: 1, rounds: rounds)
        let large = await medianFanOut(items: 16_000, components: 1, rounds: rounds)
        let spread = await medianFanOut(items: 4_000, components: 4, rounds: rounds)
        report.table(
            ["fan-out", "ms", "vs 4,000 items"],
            [
                ["4,000 items", Format.milliseconds(small), "1.00x"],
                ["16,000 items", Format.milliseconds(large), Format.ratio(large / small)],
                ["4 components x 4,000 items", Format.milliseconds(spread), Format.ratio(spread / small)],
            ])
        report.record(
            Goal(
                statement: "16,000 waiting items cost at most 4.5x what 4,000 cost",
                measured: Format.ratio(large / small), isMet: large / small <= 4.5))
        let cycles = [5_000, 10_000, 20_000].map { (length: $0, run: reportCycle(of: $0)) }
        report.table(
            ["cycle", "ms to exit", "peak memory, MB", "stopped with the cycle"],
            cycles.map { cycle in
                [
                    "\(Format.grouped(Double(cycle.length))) members", Format.milliseconds(cycle.run.nanoseconds),
                    Format.grouped(Double(cycle.run.peakKilobytes) / 1024), cycle.run.namedTheCycle ? "yes" : "NO",
                ]
            })
        let longest = cycles.last!.run
        report.record(
            Goal(
                statement: "a 20,000-member cycle is reported in under a second",
                measured: Format.milliseconds(longest.nanoseconds) + " ms",
                isMet: longest.namedTheCycle && longest.nanoseconds < 1e9))
    }

    /// The median wall time of `rounds` fan-outs, in nanoseconds.
    private static func medianFanOut(items: Int, components count: Int, rounds: Int) async -> Double {
        var times: [Double] = []
        for _ in 0..<rounds {
            let components = (0..<count).map { _ in WaitingComponent() }
            let start = MonotonicClock.now
            let sum = await withTaskGroup(of: Int.self) { group in
                for component in components {
                    for id in 0..<items {
                        group.addTask { await component.item(id) }
                    }
                }
                var sum = 0
                for await value in group { sum &+= value }
                return sum
            }
            times.append(Double(MonotonicClock.now &- start))
            Sink.shared.consume(sum)
        }
        return times.sorted()[times.count / 2]
    }

    /// What one child process that reports a cycle of `length` members cost.
    struct CycleRun {
        let nanoseconds: Double
        let peakKilobytes: Int
        let namedTheCycle: Bool
    }

    /// Runs this program in a child process that reads a member of a cycle of `length` members.
    ///
    private static func reportCycle(of length: Int) -> CycleRun {
        let child = Process()
        child.executableURL = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        child.arguments = [cycleOption, String(length)]
        // Without the Swift runtime's backtrace, whose symbolication of a stack as deep as the cycle takes about a
        // second whatever stopped the program: this measures what Graft's report costs.
        child.environment = ProcessInfo.processInfo.environment.merging(["SWIFT_BACKTRACE": "enable=no"]) { $1 }
        let errors = FileManager.default.temporaryDirectory.appendingPathComponent("graft-bench-cycle-\(length).txt")
        let status = FileManager.default.temporaryDirectory.appendingPathComponent("graft-bench-status-\(length).txt")
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        _ = FileManager.default.createFile(atPath: status.path, contents: nil)
        defer {
            try? FileManager.default.removeItem(at: errors)
            try? FileManager.default.removeItem(at: status)
        }
        let start = MonotonicClock.now
        do {
            child.standardError = try FileHandle(forWritingTo: errors)
            child.standardOutput = try FileHandle(forWritingTo: status)
            try child.run()
        } catch {
            return CycleRun(nanoseconds: .infinity, peakKilobytes: 0, namedTheCycle: false)
        }
        child.waitUntilExit()
        let elapsed = Double(MonotonicClock.now &- start)
        // "VmHWM:     66668 kB", the peak resident memory.
        let peak = ((try? String(contentsOf: status, encoding: .utf8)) ?? "").split(separator: "\n")
            .first { $0.hasPrefix("VmHWM:") }
            .flatMap { line in Int(line.split(separator: " ").dropFirst().first ?? "") }
        let output = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
        let named = output.contains("dependency cycle in WaitingComponent: link(_:of:) [0] -> link(_:of:) [1]")
        return CycleRun(nanoseconds: elapsed, peakKilobytes: peak ?? 0, namedTheCycle: named)
    }

    /// In the child process: reads a member of a cycle of `length` members, on a thread whose stack holds every
    /// factory of the cycle, which stops the program with the cycle's message.
    ///
    /// The stop traps; a handler for the trap writes the process's own peak memory, from /proc/self/status, to
    /// standard output before the process exits. The parent's figures for its children would count the parent's
    /// own pages, which a spawned child shares until it runs this program.
    nonisolated static func reportCycleAndStop(length: Int) -> Never {
        for trap in [SIGILL, SIGTRAP] {
            signal(trap) { _ in
                let status = open("/proc/self/status", O_RDONLY)
                withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 4096) { buffer in
                    let count = read(status, buffer.baseAddress, buffer.count)
                    if count > 0 { _ = write(STDOUT_FILENO, buffer.baseAddress, count) }
                }
                _exit(1)
            }
        }
        let thread = Thread {
            _ = WaitingComponent().link(0, of: length)
        }
        thread.stackSize = 1 << 30
        thread.start()
        while true { sleep(1) }
    }
}
