import Foundation

/// Two threads that wait for a job, run it at the same moment and report back, so a sample times the job and not
/// the creation of threads.
///
/// `@unchecked Sendable`: the job and its iteration count are written by the measuring thread only while every
/// worker waits on its semaphore, and each worker writes only its own checksum place; the semaphores order these
/// accesses.
final class WorkerThreads: @unchecked Sendable {
    /// The number of workers, one per core of the machine the figures come from.
    static let count = 2

    private let wakeUps = (0..<WorkerThreads.count).map { _ in DispatchSemaphore(value: 0) }
    private let finished = DispatchSemaphore(value: 0)
    private let checksums = UnsafeMutablePointer<Int>.allocate(capacity: WorkerThreads.count)
    private let cpuTimes = UnsafeMutablePointer<UInt64>.allocate(capacity: WorkerThreads.count)
    private var job: @Sendable (_ worker: Int, _ iterations: Int) -> Int = { _, _ in 0 }
    private var iterations = 0

    /// Starts the workers, which then wait for jobs for as long as the process runs.
    init() {
        checksums.initialize(repeating: 0, count: Self.count)
        cpuTimes.initialize(repeating: 0, count: Self.count)
        for worker in 0..<Self.count {
            Thread { [self] in
                while true {
                    wakeUps[worker].wait()
                    let start = ThreadCPUClock.now
                    checksums[worker] = job(worker, iterations)
                    cpuTimes[worker] = ThreadCPUClock.now &- start
                    finished.signal()
                }
            }.start()
        }
    }

    /// The CPU time the workers of the last run spent in the job, added up, in nanoseconds.
    private(set) var lastCPUNanoseconds: UInt64 = 0

    /// Runs `job` on the first `threads` workers at once and returns the wall-clock nanoseconds until all finish.
    ///
    /// - Parameters:
    ///   - threads: How many workers run the job, 1 or 2.
    ///   - iterations: The iterations each worker runs.
    ///   - job: Given the worker's index and the iterations, runs them and returns a checksum.
    /// - Returns: The nanoseconds from waking the first worker to the last one finishing.
    func run(
        threads: Int, iterations: Int, job: @escaping @Sendable (_ worker: Int, _ iterations: Int) -> Int
    )
        -> UInt64
    {
        self.job = job
        self.iterations = iterations
        let start = MonotonicClock.now
        for worker in 0..<threads { wakeUps[worker].signal() }
        for _ in 0..<threads { finished.wait() }
        let elapsed = MonotonicClock.now &- start
        for worker in 0..<threads { Sink.shared.consume(checksums[worker]) }
        lastCPUNanoseconds = (0..<threads).reduce(0) { $0 &+ cpuTimes[$1] }
        return elapsed
    }
}
