import Graft

/// The calls a test double received, in order: the recording half of a spy.
///
/// A test's listener or service double records each call, and the test checks the list afterwards:
///
/// ```swift
/// final class GreetingListenerSpy: GreetingListener {
///     enum Call: Equatable, Sendable {
///         case greetingDidFinish
///     }
///
///     let calls = CallRecorder<Call>()
///
///     func greetingDidFinish() {
///         calls.record(.greetingDidFinish)
///     }
/// }
///
/// greetingViewController.listener?.didTapDone()
/// listener.calls.expect([.greetingDidFinish])
/// ```
///
/// A recorder is `Sendable` and may be used from any isolation domain, so a service's `@Sendable` closures can
/// record into it too. Each test makes its own; none is shared.
public final class CallRecorder<Call: Sendable>: Sendable {
    // Not a `Mutex`: tests record from many tasks at once, and ThreadSanitizer cannot see a contended `Mutex` on Linux.
    private let calls = Locked<[Call]>([])

    /// Creates a recorder with no calls.
    public init() {}

    /// The calls recorded so far, oldest first.
    public var recorded: [Call] {
        calls.withLock { $0 }
    }

    /// Adds a call at the end of the list.
    ///
    /// - Parameter call: The call the double received.
    public func record(_ call: Call) {
        calls.withLock { $0.append(call) }
    }

    /// Forgets every call recorded so far, for example those a test's setup made.
    public func removeAll() {
        calls.withLock { $0.removeAll() }
    }
}
