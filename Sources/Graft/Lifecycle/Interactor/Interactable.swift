/// An interactor as its router sees it: a scope that the router activates and deactivates.
///
/// Each feature refines `Interactable` with the listener and routing members its parent and router need:
///
/// ```swift
/// @MainActor
/// protocol ProfileInteractable: Interactable {
///     var router: ProfileRouting? { get set }
///     var listener: ProfileListener? { get set }
/// }
/// ```
@MainActor
public protocol Interactable: InteractorScope {
    /// Makes the interactor active; does nothing when it already is.
    func activate()

    /// Makes the interactor inactive; does nothing when it already is.
    func deactivate()
}
