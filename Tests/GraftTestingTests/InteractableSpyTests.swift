import GraftTesting
import Testing

@MainActor
@Suite struct InteractableSpyTests {
    @Test func recordsEachActivationAndDeactivation() {
        let interactor = InteractableSpy()
        interactor.activate()
        interactor.activate()
        interactor.deactivate()
        interactor.activate()

        #expect(interactor.calls.recorded == ["didBecomeActive", "willResignActive", "didBecomeActive"])
        #expect(interactor.activationCount == 2)
        #expect(interactor.deactivationCount == 1)
        #expect(interactor.isActive)
    }

    @Test func followsItsRouterThroughAttachAndDetach() {
        let root = NamedRouter.root("Root")
        let child = NamedRouter("Child")
        root.interactor.activate()
        root.attachChild(child)
        root.detachChild(child)

        #expect(child.interactor.calls.recorded == ["didBecomeActive", "willResignActive"])
    }

    @Test func aSubclassRecordsItsOwnCallsInTheSameList() {
        final class ParentInteractableSpy: InteractableSpy {
            func childDidFinish() {
                calls.record("childDidFinish")
            }
        }
        let interactor = ParentInteractableSpy()
        interactor.activate()
        interactor.childDidFinish()

        interactor.calls.expect(["didBecomeActive", "childDidFinish"])
    }
}
