import Foundation

/// Times the phases of reading a package, and prints them on standard error when the environment sets
/// `GRAFT_TIMING`, so that `Benchmarks/Scripts/graph-time.sh` and `mocks-time.sh` can say where graft's time goes.
///
/// ```
/// graft: timing: describe 1.21 s, build 2.05 s, symbol graphs 0.42 s, analysis 0.61 s
/// ```
package struct PhaseTimer {
    private let isEnabled = ProcessInfo.processInfo.environment["GRAFT_TIMING"] != nil
    private let clock = ContinuousClock()
    private var phaseStart: ContinuousClock.Instant
    private var phases: [(name: String, duration: Duration)] = []

    package init() {
        phaseStart = clock.now
    }

    /// Ends the current phase and starts the next.
    ///
    /// - Parameter phase: The name of the phase that ends.
    package mutating func finish(_ phase: String) {
        let now = clock.now
        phases.append((phase, now - phaseStart))
        phaseStart = now
    }

    /// Prints the phases finished so far, when timing is enabled.
    package func report() {
        guard isEnabled else { return }
        let list = phases.map { phase in
            let seconds =
                Double(phase.duration.components.seconds)
                + Double(phase.duration.components.attoseconds) / 1e18
            return "\(phase.name) \(String(format: "%.2f", seconds)) s"
        }
        FileHandle.standardError.write(Data("graft: timing: \(list.joined(separator: ", "))\n".utf8))
    }
}
