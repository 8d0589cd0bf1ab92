import Foundation

/// State that threads share, guarded by a lock that ThreadSanitizer understands.
///
/// On Linux, `Synchronization.Mutex` blocks with raw futex calls that ThreadSanitizer does not model, so it reports
/// every contended use as a data race; `NSLock` is built on pthread mutexes, which it intercepts. Use this for state
/// that threads contend for, such as GraftTesting's recorders; uncontended state can keep a `Mutex`.
///
/// `@unchecked` because the compiler cannot see the lock: `state` is only read or written inside `withLock`.
package final class Locked<State: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    /// Unchecked because the lock makes every access exclusive: Swift's check of each `inout` access at run time
    /// cost about 250 instructions per `shared` creation, which takes this lock twice (callgrind, graft-bench
    /// --only members: 64,620 instructions per component of ten members, 62,130 without the check).
    @exclusivity(unchecked) private var state: State

    package init(_ state: State) {
        self.state = state
    }

    /// Runs `body` with exclusive access to the state; `body` must not call `withLock` on the same instance.
    package func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&state)
    }
}
