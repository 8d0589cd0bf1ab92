/// An interactor that records its activations and deactivations.
///
/// Use it where a router under test needs an interactor, or subclass it to stand in for a feature's interactor,
/// conforming to the feature's `Interactable` refinement and recording its listener calls in the same list:
///
/// ```swift
/// final class LobbyInteractableSpy: InteractableSpy, LobbyInteractable {
///     weak var router: LobbyRouting?
///
///     func greetingDidFinish() {
///         calls.record("greetingDidFinish")
///     }
/// }
/// ```
///
/// It is a real `Interactor`, so routers keep it in step with their subtree exactly as they do a feature's.
/// A subclass that overrides ``didBecomeActive()`` or ``willResignActive()`` calls `super` to keep the record.
@MainActor
open class InteractableSpy: Interactor {
    /// The hooks that ran, `didBecomeActive` and `willResignActive`, and any call a subclass records, in order.
    public let calls = CallRecorder<String>()

    /// How many times the interactor became active.
    public var activationCount: Int {
        calls.recorded.count { $0 == "didBecomeActive" }
    }

    /// How many times the interactor resigned active.
    public var deactivationCount: Int {
        calls.recorded.count { $0 == "willResignActive" }
    }

    /// Creates an inactive interactor with no calls recorded.
    public override init() {
        super.init()
    }

    /// Records `didBecomeActive`.
    open override func didBecomeActive() {
        calls.record("didBecomeActive")
    }

    /// Records `willResignActive`.
    open override func willResignActive() {
        calls.record("willResignActive")
    }
}
