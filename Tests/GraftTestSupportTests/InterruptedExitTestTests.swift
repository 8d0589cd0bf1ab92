#if os(Linux)
import Foundation
import GraftTestSupport
import Synchronization
import Testing

/// A real exit test whose output is read while signals keep interrupting the read.
///
/// The signals reach every thread of the test process that waits on a pipe, so they break other tests' exit
/// tests too; the test runs only alone, when GRAFT_INTERRUPT_EXIT_TESTS=1, as .ci/run runs it.
@Suite struct InterruptedExitTestTests {
    @Test(.enabled(if: ProcessInfo.processInfo.environment["GRAFT_INTERRUPT_EXIT_TESTS"] == "1"))
    func anExitTestInterruptedWhileReadingItsOutputRunsAgain() async {
        var attempts = 0
        let result = await retryingInterruptedSystemCalls {
            attempts += 1
            // Only the first attempt is interrupted, so the second one shows the retry reads the whole output.
            let interrupter = attempts == 1 ? ReadInterrupter() : nil
            defer { interrupter?.stop() }
            return await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
                // One byte a write keeps the parent waiting in read(2) between writes, where a signal reaches it.
                let byte: [UInt8] = [0x78]
                for _ in 0..<200_000 { _ = write(STDERR_FILENO, byte, 1) }
            }
        }
        #expect(attempts == 2)
        #expect(result?.standardErrorContent.count == 200_000)
    }
}

/// Sends SIGPROF, whose handler does nothing and is installed without `SA_RESTART`, to every thread of this
/// process that is waiting to read a pipe, over and over on its own thread until stopped.
private final class ReadInterrupter: Sendable {
    private let stopped = Atomic(false)
    private let finished = DispatchSemaphore(value: 0)

    init() {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in }
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        // Never restored: a SIGPROF still on its way would otherwise end the test process.
        sigaction(SIGPROF, &action, nil)
        Thread.detachNewThread { [self] in
            while !stopped.load(ordering: .relaxed) {
                for thread in Self.threadsReadingAPipe() { _ = tgkill(getpid(), thread, SIGPROF) }
            }
            finished.signal()
        }
    }

    func stop() {
        stopped.store(true, ordering: .relaxed)
        if finished.wait(timeout: .now() + 10) == .timedOut {
            Issue.record("The thread sending SIGPROF did not stop within 10 seconds.")
        }
    }

    /// /proc/self/task/<id>/wchan names the kernel function the thread waits in: `pipe_read`, or
    /// `anon_pipe_read` on newer kernels.
    private static func threadsReadingAPipe() -> [pid_t] {
        let threads = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task")) ?? []
        return threads.compactMap { thread in
            guard let wchan = try? String(contentsOfFile: "/proc/self/task/\(thread)/wchan", encoding: .utf8),
                wchan.hasSuffix("pipe_read")
            else { return nil }
            return pid_t(thread)
        }
    }
}

/// Glibc's tgkill(2) wrapper, which Swift's Glibc module does not import; it signals one thread of a process.
private let tgkill = unsafeBitCast(
    dlsym(nil, "tgkill"), to: (@convention(c) (pid_t, pid_t, CInt) -> CInt).self)
#endif
