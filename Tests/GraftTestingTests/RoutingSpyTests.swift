import GraftTesting
import Testing

@MainActor
@Suite struct RoutingSpyTests {
    @MainActor
    protocol LobbyRouting: ViewableRouting {
        func routeToGreeting()
    }

    final class LobbyRoutingSpy: RoutingSpy, LobbyRouting {
        func routeToGreeting() {
            calls.record("routeToGreeting")
        }
    }

    @Test func recordsAttachAndDetachWithTheChildsName() {
        let parent = RoutingSpy(name: "Lobby")
        let child = NamedRouter("Greeting")

        parent.attachChild(child)
        #expect(parent.children.map(\.name) == ["Greeting"])
        parent.detachChild(child)

        parent.calls.expect(["attachChild(Greeting)", "detachChild(Greeting)"])
        #expect(parent.children.isEmpty)
    }

    @Test func attachingActivatesAndLoadsTheChildsSubtree() {
        let parent = RoutingSpy(name: "Lobby")
        let child = NamedRouter("Greeting")
        let grandchild = NamedRouter("Details")
        child.attachChild(grandchild)

        parent.attachChild(child)
        expectActive(child.interactable)
        expectActive(grandchild.interactable)

        parent.detachChild(child)
        expectInactive(child.interactable)
        expectInactive(grandchild.interactable)
    }

    @Test func attachingASpyLoadsIt() {
        let parent = RoutingSpy(name: "Lobby")
        let child = RoutingSpy(name: "Greeting")

        parent.attachChild(child)

        child.calls.expect(["load"])
        expectActive(child.interactable)
    }

    @Test func aRealRouterLoadsAndActivatesASpyChild() {
        let root = NamedRouter.root("Root")
        let child = RoutingSpy(name: "Greeting")
        root.interactor.activate()

        root.attachChild(child)

        child.calls.expect(["load"])
        expectActive(child.interactable)
        expectTree(root, matches: "Root\n  Greeting")
    }

    @Test func detachingARouterThatIsNotAChildOnlyRecordsIt() {
        let parent = RoutingSpy(name: "Lobby")
        let stranger = NamedRouter("Stranger")
        stranger.interactor.activate()

        parent.detachChild(stranger)

        parent.calls.expect(["detachChild(Stranger)"])
        expectActive(stranger.interactable)
    }

    @Test func launchShowsTheViewThenActivatesAndLoads() {
        let window = FakeWindow()
        let root = RoutingSpy(name: "Root")

        root.launch(from: window)

        #expect(window.root === root.viewControllable)
        expectActive(root.interactable)
        root.calls.expect(["launch", "load"])
    }

    @Test func aSubclassRecordsTheFeaturesRoutingCalls() {
        let router = LobbyRoutingSpy(name: "Lobby")
        let routing: any LobbyRouting = router

        routing.routeToGreeting()

        router.calls.expect(["routeToGreeting"])
    }
}
