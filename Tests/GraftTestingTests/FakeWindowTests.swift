import GraftTesting
import Testing

@MainActor
@Suite struct FakeWindowTests {
    @Test func keepsTheLatestRootAndCountsCalls() {
        let window = FakeWindow()
        #expect(window.root == nil)
        let first = FakeViewController()
        let second = FakeViewController()

        window.setRoot(first)
        window.setRoot(second)

        #expect(window.root === second)
        #expect(window.setRootCallCount == 2)
    }

    @Test func launchPutsTheRootViewInIt() {
        let window = FakeWindow()
        let root = NamedLaunchRouter()

        root.launch(from: window)

        #expect(window.root === root.viewControllable)
        #expect(window.setRootCallCount == 1)
    }

    final class NamedLaunchRouter: LaunchRouter<InteractableSpy, FakeViewController> {
        init() {
            super.init(interactor: InteractableSpy(), viewController: FakeViewController())
        }
    }
}
