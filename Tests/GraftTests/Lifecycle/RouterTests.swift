import Graft
import GraftTestSupport
import Testing

@MainActor
@Suite struct RouterTests {
    @Test func newRouterHasNoChildrenAndAnInactiveInteractor() {
        let router = RecordingRouter(name: "Home")

        #expect(router.children.isEmpty)
        #expect(router.parent == nil)
        #expect(router.interactable === router.interactor)
        #expect(!router.interactor.isActive)
        #expect(router.didLoadCount == 0)
    }

    @Test func loadRunsOnce() {
        let router = RecordingRouter(name: "Home")

        router.load()
        router.load()

        #expect(router.didLoadCount == 1)
    }

    @Test func attachAddsTheChildThenActivatesAndLoadsIt() {
        let log = LifecycleLog()
        let parent = RecordingRouter(name: "Home", log: log)
        let child = RecordingRouter(name: "Profile", log: log)

        parent.attachChild(child)

        #expect(parent.children.count == 1)
        #expect(parent.children.first === child)
        #expect(child.parent === parent)
        #expect(child.interactor.isActive)
        #expect(child.didLoadCount == 1)
        #expect(log.entries == ["Profile.didBecomeActive", "Profile.didLoad"])
    }

    @Test func attachActivatesTheChildsWholeSubtreeParentsFirst() {
        let log = LifecycleLog()
        let parent = RecordingRouter(name: "Home", log: log)
        let child = RecordingRouter(name: "Profile", log: log)
        let grandchild = RecordingRouter(name: "Avatar", log: log)
        let greatGrandchild = RecordingRouter(name: "Badge", log: log)
        grandchild.attachChild(greatGrandchild)
        child.attachChild(grandchild)
        // Attached below a router that is not in a tree yet, the subtree is active; bring it back to rest.
        grandchild.interactor.deactivate()
        child.interactor.deactivate()
        #expect(!grandchild.interactor.isActive)
        #expect(!greatGrandchild.interactor.isActive)
        let logged = log.entries.count

        parent.attachChild(child)

        #expect(child.interactor.isActive)
        #expect(grandchild.interactor.isActive)
        #expect(greatGrandchild.interactor.isActive)
        #expect(
            log.entries.dropFirst(logged)
                == ["Profile.didBecomeActive", "Avatar.didBecomeActive", "Badge.didBecomeActive", "Profile.didLoad"])
    }

    @Test func detachDeactivatesTheChildsWholeSubtreeParentsFirstThenRemovesIt() {
        let log = LifecycleLog()
        let parent = RecordingRouter(name: "Home", log: log)
        parent.leakDetector = LeakDetector.discardingReports()
        let child = RecordingRouter(name: "Profile", log: log)
        let grandchild = RecordingRouter(name: "Avatar", log: log)
        parent.attachChild(child)
        child.attachChild(grandchild)
        let logged = log.entries.count

        parent.detachChild(child)

        #expect(parent.children.isEmpty)
        #expect(child.parent == nil)
        #expect(child.children.first === grandchild)
        #expect(!child.interactor.isActive)
        #expect(!grandchild.interactor.isActive)
        #expect(log.entries.dropFirst(logged) == ["Profile.willResignActive", "Avatar.willResignActive"])
    }

    @Test func reattachingReactivatesTheSubtreeWithoutLoadingAgain() {
        let parent = RecordingRouter(name: "Home")
        parent.leakDetector = LeakDetector.discardingReports()
        let child = RecordingRouter(name: "Profile")
        let grandchild = RecordingRouter(name: "Avatar")
        parent.attachChild(child)
        child.attachChild(grandchild)
        parent.detachChild(child)

        parent.attachChild(child)

        #expect(child.interactor.isActive)
        #expect(grandchild.interactor.isActive)
        #expect(child.interactor.didBecomeActiveCount == 2)
        #expect(grandchild.interactor.didBecomeActiveCount == 2)
        #expect(child.didLoadCount == 1)
    }

    @Test func loadedRouterKeepsItsSubtreeInStepWithItsInteractor() {
        let parent = RecordingRouter(name: "Home")
        parent.interactor.activate()
        parent.load()
        let child = RecordingRouter(name: "Profile")
        let grandchild = RecordingRouter(name: "Avatar")
        parent.attachChild(child)
        child.attachChild(grandchild)

        parent.interactor.deactivate()
        #expect(!child.interactor.isActive)
        #expect(!grandchild.interactor.isActive)

        parent.interactor.activate()
        #expect(child.interactor.isActive)
        #expect(grandchild.interactor.isActive)
    }

    @Test func childrenAttachedInDidLoadStartActive() {
        let parent = RecordingRouter(name: "Root")
        let child = FixedChildRouter()

        parent.attachChild(child)

        #expect(child.fixedChild.parent === child)
        #expect(child.fixedChild.interactor.isActive)
    }

    @Test func testDoubleRoutersCanBeAttachedAndDetached() {
        let parent = RecordingRouter(name: "Home")
        parent.leakDetector = LeakDetector.discardingReports()
        let double = RoutingDouble()

        parent.attachChild(double)
        #expect(double.interactor.isActive)
        #expect(double.loadCount == 1)

        parent.detachChild(double)
        #expect(!double.interactor.isActive)
        #expect(parent.children.isEmpty)
    }

    @Test func subtreeListsParentsBeforeChildrenInAttachOrder() {
        let root = RecordingRouter(name: "Root")
        let home = RecordingRouter(name: "Home")
        let profile = RecordingRouter(name: "Profile")
        let settings = RecordingRouter(name: "Settings")
        root.attachChild(home)
        home.attachChild(profile)
        root.attachChild(settings)

        #expect(root.subtree.map(\.name) == ["Root", "Home", "Profile", "Settings"])
        #expect(home.subtree.map(\.name) == ["Home", "Profile"])
    }

    @Test func pathNamesEveryRouterFromTheRoot() {
        let root = RecordingRouter(name: "Root")
        let home = RecordingRouter(name: "Home")
        let profile = RecordingRouter(name: "Profile")
        root.attachChild(home)
        home.attachChild(profile)

        #expect(profile.path == "Root/Home/Profile")
        #expect(root.path == "Root")
    }

    @Test func nameDefaultsToTheTypeNameWithoutRouter() {
        #expect(ProfileRouter().name == "Profile")
        #expect(Router(interactor: RecordingInteractor()).name == "Router<RecordingInteractor>")
    }

    @Test func viewableRouterExposesItsViewController() {
        let router = RecordingViewableRouter(name: "Profile")

        #expect(router.viewControllable === router.viewController)
    }

    @Test func attachingARouterAttachedElsewhereStopsWithBothTypes() async {
        let result = await retryingInterruptedSystemCalls {
            await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                await MainActor.run {
                    let home = HomeRouter()
                    let settings = SettingsRouter()
                    let profile = ProfileRouter()
                    settings.attachChild(profile)
                    home.attachChild(profile)
                }
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            message.contains(
                "Graft: cannot attach ProfileRouter (Settings/Profile) to HomeRouter (Home): it is already attached to "
                    + "SettingsRouter (Settings). Detach it first."))
    }

    @Test func attachingAChildTwiceStopsWithBothTypes() async {
        let result = await retryingInterruptedSystemCalls {
            await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                await MainActor.run {
                    let home = HomeRouter()
                    let profile = ProfileRouter()
                    home.attachChild(profile)
                    home.attachChild(profile)
                }
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            message.contains(
                "Graft: cannot attach ProfileRouter (Home/Profile) to HomeRouter (Home): it is already attached to "
                    + "HomeRouter (Home). Detach it first."))
    }

    @Test func attachingAnAncestorStopsWithBothTypes() async {
        let result = await retryingInterruptedSystemCalls {
            await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                await MainActor.run {
                    let home = HomeRouter()
                    let profile = ProfileRouter()
                    home.attachChild(profile)
                    profile.attachChild(home)
                }
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            message.contains(
                "Graft: cannot attach HomeRouter (Home) to ProfileRouter (Home/Profile): it is an ancestor of "
                    + "ProfileRouter, so the tree would become a cycle."))
    }

    @Test func detachingARouterThatIsNotAChildStopsWithBothTypes() async {
        let result = await retryingInterruptedSystemCalls {
            await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                await MainActor.run {
                    let home = HomeRouter()
                    let profile = ProfileRouter()
                    home.detachChild(profile)
                }
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            message.contains(
                "Graft: cannot detach ProfileRouter (Profile) from HomeRouter (Home): it is not one of HomeRouter's "
                    + "children."))
    }

    @Test func interactorThatIsNotInteractableStopsWithItsType() async {
        let result = await retryingInterruptedSystemCalls {
            await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                await MainActor.run {
                    _ = Router(interactor: NotAnInteractor())
                }
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("its interactor, of type NotAnInteractor, does not conform to Interactable"))
    }
}

extension RouterTests {
    @MainActor
    fileprivate final class HomeRouter: Router<RecordingInteractor> {
        init() { super.init(interactor: RecordingInteractor()) }
    }

    @MainActor
    fileprivate final class SettingsRouter: Router<RecordingInteractor> {
        init() { super.init(interactor: RecordingInteractor()) }
    }

    @MainActor
    fileprivate final class ProfileRouter: Router<RecordingInteractor> {
        init() { super.init(interactor: RecordingInteractor()) }
    }

    fileprivate final class NotAnInteractor {}

    /// A router that attaches a child of its own when it loads.
    @MainActor
    fileprivate final class FixedChildRouter: Router<RecordingInteractor> {
        let fixedChild = RecordingRouter(name: "Fixed")

        init() { super.init(interactor: RecordingInteractor()) }

        override func didLoad() {
            attachChild(fixedChild)
        }
    }

    /// A router that conforms to `Routing` without subclassing `Router`, as a test double would.
    @MainActor
    fileprivate final class RoutingDouble: Routing {
        let interactor = RecordingInteractor()
        private(set) var loadCount = 0

        var interactable: any Interactable { interactor }
        var children: [any Routing] { [] }

        func load() { loadCount += 1 }
        func attachChild(_ child: any Routing) {}
        func detachChild(_ child: any Routing) {}
    }
}
