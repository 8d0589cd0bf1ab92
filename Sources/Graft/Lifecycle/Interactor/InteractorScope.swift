/// The active state of an interactor, as workers and other observers see it.
///
/// An interactor is active while its router is attached to the tree. Work that should run only while the feature
/// is on screen, such as a ``Worker``, watches an `InteractorScope` rather than the interactor's full API.
///
/// ``Interactor`` conforms. A test can drive a worker with a scope of its own, a main-actor class with an
/// `isActive` property and a stream that yields its changes.
@MainActor
public protocol InteractorScope: AnyObject, Sendable {
    /// Whether the interactor is active now.
    var isActive: Bool { get }

    /// The interactor's active state over time: the current value, then each change, until the interactor is
    /// released.
    var isActiveStream: AsyncStream<Bool> { get }
}
