#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The system's load averages, printed with the results: on a busy machine every figure is slower, and samples
/// with two threads suffer most.
enum MachineLoad {
    /// The 1, 5 and 15 minute load averages, as "1.02 0.88 0.75".
    static var averages: String {
        var loads = [0.0, 0.0, 0.0]
        guard getloadavg(&loads, 3) == 3 else { return "unknown" }
        return loads.map { Format.decimal($0) }.joined(separator: " ")
    }
}
