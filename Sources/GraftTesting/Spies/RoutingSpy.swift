/// A router that records what is asked of it: loads, launches, attaches and detaches.
///
/// Subclass it to stand in for a feature's router in an interactor's test, recording the feature's own routing
/// calls in the same list:
///
/// ```swift
/// final class LobbyRoutingSpy: RoutingSpy, LobbyRouting {
///     func routeToGreeting() {
///         calls.record("routeToGreeting")
///     }
///
///     func routeAwayFromGreeting() {
///         calls.record("routeAwayFromGreeting")
///     }
/// }
///
/// let router = LobbyRoutingSpy(name: "Lobby")
/// interactor.router = router
/// interactor.activate()
/// router.calls.expect(["routeToGreeting"])
/// ```
///
/// Or use it as a stand-in parent for a real feature under test. Attaching behaves as a `Router` does, without
/// its checks, through the same changes to the tree, so the feature's hooks run in the same order: the child's
/// subtree is activated, parents first, and the child is loaded; detaching deactivates the subtree and removes it;
/// an attach or detach requested from a hook is made when the change running ends. A real router attached here
/// knows no parent, so its `path` starts with its own name.
@MainActor
open class RoutingSpy: LaunchRouting {
    /// The name given at creation, used in tree paths and in the recorded attach and detach calls.
    public let name: String

    /// The interactor, an ``InteractableSpy`` unless another was given.
    public let interactable: any Interactable

    /// The view, a ``FakeViewController`` unless another was given.
    public let viewControllable: any ViewControllable

    /// The routers attached to this one and not detached since, in the order they were attached.
    public private(set) var children: [any Routing] = []

    /// What was asked of the router, in order: `load`, `launch`, `attachChild(Name)` and `detachChild(Name)` with
    /// the child's name, and any call a subclass records.
    public let calls = CallRecorder<String>()

    /// Creates a router with no children and no calls recorded.
    ///
    /// - Parameters:
    ///   - name: The router's name in tree paths.
    ///   - interactable: Its interactor; a new ``InteractableSpy`` by default.
    ///   - viewControllable: Its view; a new ``FakeViewController`` by default.
    public init(
        name: String = "RoutingSpy",
        interactable: any Interactable = InteractableSpy(),
        viewControllable: any ViewControllable = FakeViewController()
    ) {
        self.name = name
        self.interactable = interactable
        self.viewControllable = viewControllable
    }

    /// Records `load`.
    public func load() {
        calls.record("load")
    }

    /// Records `launch`, shows the view in `window`, activates the interactor and records `load`, as a launch
    /// router does, in one change to the tree.
    ///
    /// - Parameter window: Where the view is shown.
    public func launch(from window: any Window) {
        calls.record("launch")
        TreeTransition.run {
            window.setRoot(viewControllable)
            interactable.activate()
            load()
        }
    }

    /// Records `attachChild(Name)`, adds `child` to ``children``, activates its subtree and loads it.
    ///
    /// Called from a lifecycle hook while another change to the tree runs, the call is recorded at once and the
    /// attach is made when that change ends, as a router's is.
    ///
    /// - Parameter child: The router to attach.
    public func attachChild(_ child: any Routing) {
        calls.record("attachChild(\(child.name))")
        guard !TreeTransition.mustQueue else {
            TreeTransition.request { self.performAttach(child) }
            return
        }
        TreeTransition.run { performAttach(child) }
    }

    private func performAttach(_ child: any Routing) {
        children.append(child)
        child.setSubtreeActive(true)
        child.load()
    }

    /// Records `detachChild(Name)`, deactivates the subtree of `child` and removes it from ``children``.
    ///
    /// A router that is not a child, when the detach is made, is only recorded. Called from a lifecycle hook while
    /// another change to the tree runs, the call is recorded at once and the detach is made when that change ends,
    /// as a router's is.
    ///
    /// - Parameter child: The router to detach.
    public func detachChild(_ child: any Routing) {
        calls.record("detachChild(\(child.name))")
        guard !TreeTransition.mustQueue else {
            TreeTransition.request { self.performDetach(child) }
            return
        }
        TreeTransition.run { performDetach(child) }
    }

    private func performDetach(_ child: any Routing) {
        guard let index = children.firstIndex(where: { $0 === child }) else { return }
        child.setSubtreeActive(false)
        // Hooks queue their changes, so the index still holds.
        children.remove(at: index)
    }
}
