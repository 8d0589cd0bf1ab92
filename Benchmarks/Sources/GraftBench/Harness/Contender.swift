/// One of the things a benchmark compares: a name and a way to time a batch of its operation.
struct Contender {
    /// The name in the results table.
    let name: String

    /// Runs `iterations` operations and returns the nanoseconds the measured part took.
    ///
    /// Setup that must not be timed, such as creating fresh components for a cold read, happens inside, before the
    /// contender reads the clock.
    let measure: @MainActor (_ iterations: Int) async -> UInt64

    /// The number of iterations per sample, or `nil` to calibrate it to the budget's sample duration.
    let fixedIterations: Int?

    init(
        _ name: String, fixedIterations: Int? = nil, measure: @escaping @MainActor (_ iterations: Int) async -> UInt64
    ) {
        self.name = name
        self.fixedIterations = fixedIterations
        self.measure = measure
    }

    /// A contender whose whole batch is timed; `body` returns a checksum of what it read, which goes to the sink.
    ///
    /// - Parameters:
    ///   - name: The name in the results table.
    ///   - body: Runs the given number of operations and returns a checksum of their results.
    /// - Returns: The contender.
    static func timed(_ name: String, _ body: @escaping @MainActor (_ iterations: Int) -> Int) -> Contender {
        Contender(name) { iterations in
            let start = MonotonicClock.now
            let checksum = body(iterations)
            let elapsed = MonotonicClock.now &- start
            Sink.shared.consume(checksum)
            return elapsed
        }
    }
}
