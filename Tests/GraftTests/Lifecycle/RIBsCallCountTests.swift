import Graft
import Testing

/// RIBs' own router tests, in Graft's words, with mocks written the way RIBs' are: an interactable whose `isActive`
/// changes only when the test sets it, so every call to `activate()` and `deactivate()` counts.
@MainActor
@Suite struct RIBsCallCountTests {
    @Test func attachChildActivatesAndLoadsTheChildOnce() {
        let router = Router(interactor: InteractableMock())
        let childInteractor = InteractableMock()
        let child = RouterMock(interactor: childInteractor)

        router.attachChild(child)

        #expect(router.children.count == 1)
        #expect(childInteractor.activateCallCount == 1)
        #expect(child.loadCallCount == 1)
    }

    @Test func attachChildActivatesTheChildsSubtreeOnce() {
        let router = Router(interactor: InteractableMock())
        let childInteractor = InteractableMock()
        let child = Router(interactor: childInteractor)
        let grandchildInteractor = InteractableMock()
        let grandchild = RouterMock(interactor: grandchildInteractor)
        child.attachChild(grandchild)
        router.load()

        router.attachChild(child)

        #expect(grandchildInteractor.activateCallCount == 1)
        #expect(grandchild.loadCallCount == 1)
    }

    @Test func attachChildCallsActivateEvenWhenTheChildSaysItIsActive() {
        let router = Router(interactor: InteractableMock())
        let childInteractor = InteractableMock()
        childInteractor.isActive = true

        router.attachChild(RouterMock(interactor: childInteractor))

        #expect(childInteractor.activateCallCount == 1)
    }

    @Test func detachChildDeactivatesTheChildOnceWhateverItsIsActiveSays() {
        let router = Router(interactor: InteractableMock())
        router.leakDetector = LeakDetector.discardingReports()
        let childInteractor = InteractableMock()
        let child = RouterMock(interactor: childInteractor)
        router.attachChild(child)

        router.detachChild(child)

        #expect(router.children.isEmpty)
        #expect(childInteractor.deactivateCallCount == 1)
    }

    @Test func detachChildDeactivatesTheChildsSubtree() {
        let router = Router(interactor: InteractableMock())
        router.leakDetector = LeakDetector.discardingReports()
        let child = Router(interactor: Interactor())
        let grandchildInteractor = InteractableMock()
        let grandchild = RouterMock(interactor: grandchildInteractor)
        router.load()
        router.attachChild(child)
        child.attachChild(grandchild)
        grandchildInteractor.isActive = true

        router.detachChild(child)

        #expect(grandchildInteractor.deactivateCallCount == 1)
    }

    @Test func graftsInteractorStaysIdempotent() {
        let interactor = RecordingInteractor()

        interactor.activate()
        interactor.activate()
        interactor.deactivate()
        interactor.deactivate()

        #expect(interactor.didBecomeActiveCount == 1)
        #expect(interactor.willResignActiveCount == 1)
    }

    @Test func eachInteractorOfARealSubtreeIsActivatedAndDeactivatedOnce() {
        let router = RecordingRouter(name: "Root")
        router.leakDetector = LeakDetector.discardingReports()
        let child = RecordingRouter(name: "Child")
        let grandchild = RecordingRouter(name: "Grandchild")
        child.attachChild(grandchild)

        router.attachChild(child)
        router.detachChild(child)

        #expect(child.interactor.didBecomeActiveCount == 1)
        #expect(grandchild.interactor.didBecomeActiveCount == 1)
        #expect(child.interactor.willResignActiveCount == 1)
        #expect(grandchild.interactor.willResignActiveCount == 1)
    }
}

extension RIBsCallCountTests {
    /// An interactable that counts calls and changes `isActive` only when the test sets it, as RIBs'
    /// `InteractableMock` does.
    @MainActor
    final class InteractableMock: Interactable {
        var isActive = false
        private(set) var activateCallCount = 0
        private(set) var deactivateCallCount = 0
        private let stream: AsyncStream<Bool>
        private let continuation: AsyncStream<Bool>.Continuation

        init() {
            (stream, continuation) = AsyncStream.makeStream(of: Bool.self)
        }

        isolated deinit {
            continuation.finish()
        }

        var isActiveStream: AsyncStream<Bool> { stream }

        func activate() { activateCallCount += 1 }

        func deactivate() { deactivateCallCount += 1 }
    }

    /// A router that conforms to `Routing` directly and counts its loads, as RIBs' `RouterMock` does.
    @MainActor
    final class RouterMock: Routing {
        let interactable: any Interactable
        private(set) var loadCallCount = 0

        init(interactor: any Interactable) {
            interactable = interactor
        }

        var children: [any Routing] { [] }

        func load() { loadCallCount += 1 }
        func attachChild(_ child: any Routing) {}
        func detachChild(_ child: any Routing) {}
    }
}
