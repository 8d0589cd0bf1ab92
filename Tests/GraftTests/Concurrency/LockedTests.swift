import Foundation
import Testing

@testable import Graft

/// `Locked` under contention: no thread's change is lost, and a thread that sleeps for the lock wakes when it is
/// released.
@Suite struct LockedTests {
    @Test func threadsContendingForTheLockLoseNoChange() async {
        let counter = Locked(0)
        let threads = 8
        let increments = 50_000
        let total = await within(.seconds(600), "eight threads incrementing a counter under the lock") {
            await withCheckedContinuation { continuation in
                let group = DispatchGroup()
                for _ in 0..<threads {
                    group.enter()
                    Thread {
                        for _ in 0..<increments { counter.withLock { $0 += 1 } }
                        group.leave()
                    }.start()
                }
                group.notify(queue: .global()) { continuation.resume() }
            }
            return counter.withLock { $0 }
        }
        #expect(total == threads * increments)
    }

    @Test func aThreadSleepingForTheLockWakesWhenItIsReleased() async {
        let order = Locked<[String]>([])
        let holding = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        Thread {
            order.withLock { order in
                order.append("holder")
                holding.signal()
                release.wait()
            }
        }.start()
        holding.wait()
        let waiter = Task.detached {
            await withCheckedContinuation { continuation in
                Thread {
                    order.withLock { $0.append("waiter") }
                    continuation.resume()
                }.start()
            }
        }
        guard await waitUntil("the second thread sleeps for the lock", { order.hasSleepers }) else {
            release.signal()
            return
        }
        release.signal()
        let finished: Void? = await within(.seconds(600), "the sleeping thread taking the released lock") {
            await waiter.value
        }
        #expect(finished != nil)
        #expect(order.withLock { $0 } == ["holder", "waiter"])
        #expect(!order.hasSleepers)
    }
}
