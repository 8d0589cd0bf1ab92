import GraftTesting
import Testing

@MainActor
@Suite struct ActivityExpectationsTests {
    @Test func passWhenTheStateMatches() {
        let interactor = InteractableSpy()
        expectInactive(interactor)
        interactor.activate()
        expectActive(interactor)
    }

    @Test func expectActiveReportsAnInactiveInteractorByType() {
        let interactor = InteractableSpy()
        expectFailure(containing: ["Expected InteractableSpy to be active, but it is inactive."]) {
            expectActive(interactor)
        }
    }

    @Test func expectInactiveReportsAnActiveInteractorByType() {
        let interactor = InteractableSpy()
        interactor.activate()
        expectFailure(containing: ["Expected InteractableSpy to be inactive, but it is active."]) {
            expectInactive(interactor)
        }
    }
}
