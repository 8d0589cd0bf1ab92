import Foundation
import Graft
import Testing

/// A one-shot signal that a thread raises and any number of tasks await, without blocking their threads.
final class Signal: Sendable {
    private let state = Locked(State())

    private struct State {
        var raised = false
        var waiters: [CheckedContinuation<Void, Never>] = []
    }

    func raise() {
        let waiters = state.withLock { state in
            state.raised = true
            defer { state.waiters = [] }
            return state.waiters
        }
        for waiter in waiters { waiter.resume() }
    }

    func awaitRaised() async {
        await withCheckedContinuation { continuation in
            let raised = state.withLock { state in
                if !state.raised { state.waiters.append(continuation) }
                return state.raised
            }
            if raised { continuation.resume() }
        }
    }
}

/// Waits, without blocking a thread, until `condition` holds; records an issue and returns `false` after `limit`.
///
/// For events that have no signal of their own, such as a reader starting to wait for a creation. A busy machine
/// only makes the wait longer; the limit is there so that a broken path fails the test instead of hanging it, and
/// is minutes long because other tests that block the task pool's few threads can hold back the event that long.
@discardableResult
func waitUntil(
    _ what: Comment, limit: Duration = .seconds(600), sourceLocation: SourceLocation = #_sourceLocation,
    _ condition: () -> Bool
) async -> Bool {
    let deadline = ContinuousClock.now + limit
    while !condition() {
        guard ContinuousClock.now < deadline else {
            Issue.record("Gave up waiting after \(limit): \(what)", sourceLocation: sourceLocation)
            return false
        }
        try? await Task.sleep(for: .milliseconds(1))
    }
    return true
}

/// Blocks the calling thread until `condition` holds, for code that cannot suspend, such as a synchronous factory;
/// returns `false` after `limit`.
func blockUntil(limit: Duration = .seconds(600), _ condition: () -> Bool) -> Bool {
    let deadline = ContinuousClock.now + limit
    while !condition() {
        guard ContinuousClock.now < deadline else { return false }
        usleep(1_000)
    }
    return true
}

/// The value of `operation`, or `nil` with an issue recorded when it takes longer than `limit`.
///
/// The operation goes on in the background after the limit; the test fails instead of hanging.
func within<Value: Sendable>(
    _ limit: Duration, _ what: Comment, sourceLocation: SourceLocation = #_sourceLocation,
    _ operation: @escaping @Sendable () async -> Value
) async -> Value? {
    let result = Locked<Value?>(nil)
    let finished = Signal()
    Task {
        let value = await operation()
        result.withLock { $0 = value }
        finished.raise()
    }
    let timer = Task {
        try await Task.sleep(for: limit)
        finished.raise()
    }
    await finished.awaitRaised()
    timer.cancel()
    guard let value = result.withLock({ $0 }) else {
        Issue.record("\(what) did not finish within \(limit)", sourceLocation: sourceLocation)
        return nil
    }
    return value
}

/// Suspends until the calling task is cancelled: the work of a task that only its cancellation ends.
func untilCancelled() async {
    let cancelled = Signal()
    await withTaskCancellationHandler {
        await cancelled.awaitRaised()
    } onCancel: {
        cancelled.raise()
    }
}
