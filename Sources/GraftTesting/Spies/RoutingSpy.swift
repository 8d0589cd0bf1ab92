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
/// its checks: the child's subtree is activated, parents first, and the child is loaded; detaching deactivates the
/// subtree and removes it. A real router attached here knows no parent, so its `path` starts with its own
/// name.
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
    /// router does.
    ///
    /// - Parameter window: Where the view is shown.
    public func launch(from window: any Window) {
        calls.record("launch")
        window.setRoot(viewControllable)
        interactable.activate()
        load()
    }

    /// Records `attachChild(Name)`, adds `child` to ``children``, activates its subtree and loads it.
    ///
    /// - Parameter child: The router to attach.
    public func attachChild(_ child: any Routing) {
        calls.record("attachChild(\(child.name))")
        children.append(child)
        for router in child.subtree where !router.interactable.isActive {
            router.interactable.activate()
        }
        child.load()
    }

    /// Records `detachChild(Name)`, deactivates the subtree of `child` and removes it from ``children``.
    ///
    /// A router that is not a child is only recorded.
    ///
    /// - Parameter child: The router to detach.
    public func detachChild(_ child: any Routing) {
        calls.record("detachChild(\(child.name))")
        guard let index = children.firstIndex(where: { $0 === child }) else { return }
        for router in child.subtree where router.interactable.isActive {
            router.interactable.deactivate()
        }
        children.remove(at: index)
    }
}
