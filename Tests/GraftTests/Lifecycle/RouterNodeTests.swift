import Testing

@testable import Graft

/// A router with a plain Graft interactor, for the node's own state.
@MainActor
private final class PlainRouter: Router<Interactor> {
    init() {
        super.init(interactor: Interactor())
    }

    init(component: any ComponentDescribing) {
        super.init(interactor: Interactor(), component: component)
    }
}

private final class NodeTestComponent: Component<EmptyDependency>, @unchecked Sendable {
    init() { super.init(dependency: EmptyComponent()) }
}

@MainActor
@Suite struct RouterNodeTests {
    @Test func stateKeepsWhetherItWasAttachedApartFromItsLoad() {
        var state = RouterNode.State.initial
        #expect(!state.wasAttached && !state.isLoaded && state.deliveredActivity == nil)
        state.wasAttached = true
        state.markLoaded()
        #expect(state.wasAttached && state.isLoaded && state.deliveredActivity == nil)
        state.markDelivered(false)
        #expect(state.isLoaded && state.deliveredActivity == false)
        state.wasAttached = false
        #expect(!state.wasAttached && state.deliveredActivity == false)
        state.markDelivered(true)
        #expect(!state.wasAttached && state.isLoaded && state.deliveredActivity == true)
        #expect(state.rawValue & ~ReferenceWithFlags<Interactor, RouterNode.State>.flagMask == 0)
    }

    @Test func theOccasionalStateKeepsTheComponentAndIsNeverTakenForOne() {
        let component = NodeTestComponent()
        let withComponent = PlainRouter(component: component)
        let withoutComponent = PlainRouter()
        #expect(withComponent.componentObject === component)
        #expect(withoutComponent.componentObject == nil)

        // Setting a detector makes the occasional state, which then keeps the component.
        withComponent.leakDetector = .discardingReports()
        withoutComponent.leakDetector = .discardingReports()

        #expect(withComponent.occasional != nil && withoutComponent.occasional != nil)
        #expect(withComponent.componentObject === component)
        #expect(withComponent.component as AnyObject? === component)
        #expect(withoutComponent.componentObject == nil)
        #expect(withoutComponent.component == nil)
    }
}
