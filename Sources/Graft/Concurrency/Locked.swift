import Foundation

/// State that threads share, guarded by a lock that ThreadSanitizer understands.
///
/// `Synchronization.Mutex` would be the natural choice, but on Linux it blocks with raw futex calls that
/// ThreadSanitizer does not model, so every contended use is reported as a data race (a ten-line program with one
/// contended `Mutex` shows it). `NSLock` is built on pthread mutexes, which ThreadSanitizer intercepts, so
/// `swift test --sanitize=thread` stays meaningful. Use it for state that threads really contend for; uncontended
/// state can keep a `Mutex`.
///
/// Package-wide so GraftTesting's recorders, which tests fill from many tasks at once, use it too.
///
/// `@unchecked` because the compiler cannot see the lock: `state` is only read or written inside `withLock`.
package final class Locked<State: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var state: State

    /// Creates the lock and its state.
    ///
    /// - Parameter state: The initial state.
    package init(_ state: State) {
        self.state = state
    }

    /// Runs `body` with exclusive access to the state.
    ///
    /// - Parameter body: Reads or changes the state; it must not call `withLock` on the same instance.
    /// - Returns: What `body` returns.
    /// - Throws: What `body` throws.
    package func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&state)
    }
}
