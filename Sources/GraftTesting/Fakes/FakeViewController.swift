/// A view for tests: it shows nothing and keeps the views presented on it.
///
/// Subclass it to stand in for a feature's view, conforming to the feature's view protocols. A protocol that asks
/// for `present(_:)` and `dismiss(_:)` with these signatures is satisfied by the ones here:
///
/// ```swift
/// final class LobbyViewControllerFake: FakeViewController, LobbyViewControllable {}
/// ```
@MainActor
open class FakeViewController: ViewControllable {
    /// The views presented and not dismissed since, oldest first.
    public private(set) var presented: [any ViewControllable] = []

    /// Creates a view with nothing presented.
    public init() {}

    /// Adds `viewControllable` to ``presented``.
    ///
    /// - Parameter viewControllable: The view to present.
    open func present(_ viewControllable: any ViewControllable) {
        presented.append(viewControllable)
    }

    /// Removes `viewControllable` from ``presented``; does nothing when it is not there.
    ///
    /// - Parameter viewControllable: The view to dismiss.
    open func dismiss(_ viewControllable: any ViewControllable) {
        presented.removeAll { $0 === viewControllable }
    }
}
