import Foundation
import Synchronization

/// State that threads share, guarded by a lock that ThreadSanitizer understands.
///
/// The lock is one atomic word, taken with a compare-and-exchange and released with an exchange, so an uncontended
/// `withLock` makes no call. A thread that finds it taken looks again a hundred times, then marks it contended and
/// sleeps on a pthread condition variable, which the releasing thread signals only when the word says someone
/// sleeps:
///
///     lock word
///     0 ──lock──▶ 1 ──unlock──▶ 0                     uncontended: one atomic operation each way
///     1 ──a second thread──▶ 2 ──unlock──▶ 0, wake     contended: the sleepers take it in turn, marking it 2
///
/// Every hand-over of the state goes through the word, released by the holder and acquired by the next, which
/// ThreadSanitizer models; the condition variable only puts threads to sleep. `Synchronization.Mutex` blocks with
/// raw futex calls that ThreadSanitizer does not model, so on Linux it reports every contended use as a data race.
///
/// A pthread mutex of its own, which this replaced, cost about 80 instructions more per `shared` creation, which
/// takes the lock twice (callgrind, graft-bench --only members: 17,470 instructions per component of ten members,
/// 16,689 with the word); an `NSLock` costs about 46 more again. The hundred looks before sleeping keep the
/// contended path as fast as the pthread mutex's: 16,000 tasks waiting for one creation took 378 to 391 ms with
/// them, 387 to 420 ms without, and 379 to 398 ms with the pthread mutex (graft-bench --only waits, three
/// interleaved runs each).
///
/// The state may be noncopyable, as the creation registry's is: it owns the memory of the creations in flight.
///
/// `@unchecked` because the compiler cannot see the lock: `state` is only read or written inside `withLock`.
package final class Locked<State: Sendable & ~Copyable>: @unchecked Sendable {
    /// The lock: ``unlocked``, ``locked``, or ``lockedWithSleepers``.
    private let word = Atomic<UInt32>(Locked.unlocked)
    /// Guards the sleep on ``woken``.
    ///
    /// Held from a sleeper's look at the word to its sleep, so that no wake-up falls between the two. Allocated
    /// apart, since a pthread mutex must not move once initialized.
    private let sleepers: UnsafeMutablePointer<pthread_mutex_t>
    /// Signalled when a holder releases a word that sleepers marked.
    private let woken: UnsafeMutablePointer<pthread_cond_t>
    /// Unchecked because the lock makes every access exclusive: Swift's check of each `inout` access at run time
    /// cost about 250 instructions per `shared` creation, which takes this lock twice (callgrind, graft-bench
    /// --only members: 64,620 instructions per component of ten members, 62,130 without the check).
    @exclusivity(unchecked) private var state: State

    private static var unlocked: UInt32 { 0 }
    private static var locked: UInt32 { 1 }
    private static var lockedWithSleepers: UInt32 { 2 }

    package init(_ state: consuming State) {
        self.state = state
        sleepers = .allocate(capacity: 1)
        sleepers.initialize(to: pthread_mutex_t())
        woken = .allocate(capacity: 1)
        woken.initialize(to: pthread_cond_t())
        if pthread_mutex_init(sleepers, nil) != 0 || pthread_cond_init(woken, nil) != 0 {
            fatalError("Graft: a mutex could not be initialized.")
        }
    }

    deinit {
        pthread_cond_destroy(woken)
        pthread_mutex_destroy(sleepers)
        woken.deinitialize(count: 1)
        woken.deallocate()
        sleepers.deinitialize(count: 1)
        sleepers.deallocate()
    }

    /// Whether a thread sleeps, or is about to, waiting for the lock; for tests of the contended path.
    var hasSleepers: Bool { word.load(ordering: .relaxed) == Self.lockedWithSleepers }

    /// Runs `body` with exclusive access to the state; `body` must not call `withLock` on the same instance.
    package func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        if !word.compareExchange(expected: Self.unlocked, desired: Self.locked, ordering: .acquiring).exchanged {
            lockContended()
        }
        defer {
            if word.exchange(Self.unlocked, ordering: .releasing) == Self.lockedWithSleepers { wakeSleeper() }
        }
        return try body(&state)
    }

    /// Takes a lock that another thread holds, sleeping until it is released.
    ///
    /// The word is marked as having sleepers before each sleep, and taken by the same exchange when it turns out
    /// free, so the thread that takes it this way wakes another when it releases it, whether or not one still
    /// sleeps: a wake-up too many, never one too few.
    @inline(never)
    private func lockContended() {
        // A holder runs for a few hundred instructions, so another core often releases the word within these looks.
        for _ in 0..<100 {
            if word.load(ordering: .relaxed) == Self.unlocked,
                word.compareExchange(expected: Self.unlocked, desired: Self.locked, ordering: .acquiring).exchanged
            {
                return
            }
        }
        while word.exchange(Self.lockedWithSleepers, ordering: .acquiring) != Self.unlocked {
            pthread_mutex_lock(sleepers)
            while word.load(ordering: .relaxed) == Self.lockedWithSleepers {
                pthread_cond_wait(woken, sleepers)
            }
            pthread_mutex_unlock(sleepers)
        }
    }

    /// Wakes one sleeper to race for the word again; called after the word was released.
    ///
    /// One is enough: it takes the word marked, or marks it again and sleeps, so whoever holds the word next wakes
    /// another when it releases it.
    @inline(never)
    private func wakeSleeper() {
        pthread_mutex_lock(sleepers)
        pthread_cond_signal(woken)
        pthread_mutex_unlock(sleepers)
    }
}
