import Synchronization

/// The continuations of the streams one object offers of a state of its own: an interactor's `isActiveStream`,
/// a worker's `isStartedStream`, a router's `lifecycle`.
///
/// Only the object holds it strongly, so it is released with the object and then finishes every stream.
final class StateBroadcast<Value: Sendable & Equatable>: Sendable {
    private struct Subscriber {
        let continuation: AsyncStream<Value>.Continuation
        var lastValue: Value?
    }

    private struct State {
        var subscribers: [Int: Subscriber] = [:]
        var nextID = 0
    }

    private let state = Mutex(State())

    deinit {
        finish()
    }

    /// Makes a stream that yields `value`, if any, now and every later change, until ``finish()``.
    func makeStream(startingWith value: Value?) -> AsyncStream<Value> {
        // Unbounded, because dropping an element of a stream that only holds changes would yield a repeat.
        let (stream, continuation) = AsyncStream.makeStream(of: Value.self)
        if let value {
            continuation.yield(value)
        }
        let id = state.withLock { state in
            defer { state.nextID += 1 }
            state.subscribers[state.nextID] = Subscriber(continuation: continuation, lastValue: value)
            return state.nextID
        }
        continuation.onTermination = { [weak self] _ in
            _ = self?.state.withLock { $0.subscribers.removeValue(forKey: id) }
        }
        return stream
    }

    /// Sends `value` to every stream whose last element differs from it.
    func yield(_ value: Value) {
        let continuations = state.withLock { state -> [AsyncStream<Value>.Continuation] in
            // Most objects have no streams; every activation and deactivation passes here.
            guard !state.subscribers.isEmpty else { return [] }
            var changed: [AsyncStream<Value>.Continuation] = []
            for (id, subscriber) in state.subscribers where subscriber.lastValue != value {
                state.subscribers[id]?.lastValue = value
                changed.append(subscriber.continuation)
            }
            return changed
        }
        // Outside the lock: a continuation may call back into `onTermination`, which takes it.
        for continuation in continuations {
            continuation.yield(value)
        }
    }

    func finish() {
        let subscribers = state.withLock { state in
            defer { state.subscribers.removeAll() }
            return Array(state.subscribers.values)
        }
        for subscriber in subscribers {
            subscriber.continuation.finish()
        }
    }
}
