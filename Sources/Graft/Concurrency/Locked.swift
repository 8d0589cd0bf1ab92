import Foundation

/// State that threads share, guarded by a lock that ThreadSanitizer understands.
///
/// On Linux, `Synchronization.Mutex` blocks with raw futex calls that ThreadSanitizer does not model, so it reports
/// every contended use as a data race; a pthread mutex is one it intercepts. Use this for state that threads contend
/// for, such as GraftTesting's recorders; uncontended state can keep a `Mutex`.
///
/// The mutex is a `pthread_mutex_t` of its own rather than an `NSLock`, whose calls cost about 23 instructions more
/// per lock and unlock: 46 per `shared` creation, which takes the lock twice (callgrind, graft-bench --only members:
/// 31,767 instructions per component of ten members with an `NSLock`, 31,305 without).
///
/// The state may be noncopyable, as the creation registry's is: it owns the memory of the creations in flight.
///
/// `@unchecked` because the compiler cannot see the lock: `state` is only read or written inside `withLock`.
package final class Locked<State: Sendable & ~Copyable>: @unchecked Sendable {
    /// Allocated apart, since a pthread mutex must not move once initialized.
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    /// Unchecked because the lock makes every access exclusive: Swift's check of each `inout` access at run time
    /// cost about 250 instructions per `shared` creation, which takes this lock twice (callgrind, graft-bench
    /// --only members: 64,620 instructions per component of ten members, 62,130 without the check).
    @exclusivity(unchecked) private var state: State

    package init(_ state: consuming State) {
        self.state = state
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        if pthread_mutex_init(mutex, nil) != 0 {
            fatalError("Graft: a mutex could not be initialized.")
        }
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Runs `body` with exclusive access to the state; `body` must not call `withLock` on the same instance.
    package func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&state)
    }
}
