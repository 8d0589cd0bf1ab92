import Foundation

// The child process of the waits benchmark, which reports a long cycle and stops.
if CommandLine.arguments.count == 3, CommandLine.arguments[1] == WaitBenchmark.cycleOption,
    let length = Int(CommandLine.arguments[2])
{
    WaitBenchmark.reportCycleAndStop(length: length)
}

let options: Options
do {
    options = try Options.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    FileHandle.standardError.write(Data("graft-bench: \(error.message)\n".utf8))
    exit(2)
}
if options.wantsHelp {
    print(Options.usage)
    exit(0)
}

let report = Report()
print("graft-bench, \(options.budget.name) run: medians of \(options.budget.rounds) rounds per comparison")
print("load average at start: \(MachineLoad.averages)")
for benchmark in options.benchmarks {
    switch benchmark {
    case .warm: await WarmReadBenchmark.run(budget: options.budget, report: report)
    case .threads: await ParallelReadBenchmark.run(budget: options.budget, report: report)
    case .cold: await ColdCreationBenchmark.run(budget: options.budget, report: report)
    case .forwarding: await ForwardingBenchmark.run(budget: options.budget, report: report)
    case .trees: TreeBenchmark.run(budget: options.budget, report: report)
    case .graph: await RandomGraphBenchmark.run(budget: options.budget, report: report)
    case .waits: await WaitBenchmark.run(budget: options.budget, report: report)
    case .keyed: await KeyedBenchmark.run(budget: options.budget, keyCounts: options.keyCounts, report: report)
    case .members: await MembersBenchmark.run(budget: options.budget, report: report)
    }
}
report.printSummary()
print("load average at end: \(MachineLoad.averages)")
