import Graft
import Testing

@MainActor
@Suite struct LaunchRouterTests {
    @Test func launchSetsTheRootThenActivatesThenLoads() {
        let log = LifecycleLog()
        let router = RecordingLaunchRouter(log: log)
        let window = WindowSpy(log: log)

        router.launch(from: window)

        #expect(window.root === router.viewController)
        #expect(router.interactor.isActive)
        #expect(log.entries == ["Window.setRoot", "Root.didBecomeActive", "Root.didLoad"])
    }

    @Test func childrenAttachedWhileLoadingStartActive() {
        let router = RecordingLaunchRouter(log: nil)
        let child = RecordingRouter(name: "Home")
        router.childToAttachOnLoad = child

        router.launch(from: WindowSpy(log: nil))

        #expect(router.children.first === child)
        #expect(child.interactor.isActive)
        #expect(child.path == "RecordingLaunch/Home")
    }

    @Test func childrenAttachedFromDidBecomeActiveAreAttachedAfterTheLoadAsForAnAttach() {
        let log = LifecycleLog()
        let router = RecordingLaunchRouter(log: log)
        let child = ScriptedRouter(name: "Home", log: log)
        router.interactor.didBecomeActiveHandler = { [weak router] in router?.attachChild(child) }

        router.launch(from: WindowSpy(log: log))

        #expect(
            log.entries == [
                "Window.setRoot", "Root.didBecomeActive", "Root.didLoad", "Home.didBecomeActive", "Home.didLoad",
            ])
        #expect(child.parent === router)
        #expect(child.interactor.isActive)
    }
}

extension LaunchRouterTests {
    @MainActor
    fileprivate final class WindowSpy: Window {
        private let log: LifecycleLog?
        private(set) var root: (any ViewControllable)?

        init(log: LifecycleLog?) {
            self.log = log
        }

        func setRoot(_ viewControllable: any ViewControllable) {
            root = viewControllable
            log?.record("Window.setRoot")
        }
    }

    @MainActor
    fileprivate final class RecordingLaunchRouter: LaunchRouter<RecordingInteractor, StubViewController> {
        private let log: LifecycleLog?
        var childToAttachOnLoad: (any Routing)?

        init(log: LifecycleLog?) {
            self.log = log
            super.init(interactor: RecordingInteractor(name: "Root", log: log), viewController: StubViewController())
        }

        override func didLoad() {
            log?.record("Root.didLoad")
            if let childToAttachOnLoad {
                attachChild(childToAttachOnLoad)
            }
        }
    }
}
