import GraftTesting
import Testing

@testable import App
@testable import Core

/// Uses every generated double, so that the fixture's test target compiles only if they fit their protocols.
@MainActor
@Suite struct ProfileTests {
    @Test func recordsCallsAndReturnsResults() async throws {
        let presentable = ProfilePresentableSpy(title: "Profile")
        presentable.loadResult = ["Crater Lake"]
        presentable.show(userName: "Ada", count: 2)
        #expect(try await presentable.load(page: 1) == ["Crater Lake"])
        presentable.scroll(in: 4)
        presentable.calls.expect([.show(userName: "Ada", count: 2), .load(page: 1), .scroll(in: 4)])

        let listener = AppProfileListenerSpy()
        listener.profileDidSignOut(userName: "Ada")
        #expect(listener.calls.recorded.count == 1)
        let coreListener = CoreProfileListenerSpy()
        coreListener.profileDidClose()
        coreListener.calls.expect([.profileDidClose])

        let router = ProfileRoutingSpy()
        router.routeToDetail(id: 3)
        router.routingCalls.expect([.routeToDetail(id: 3)])
        let builder = ProfileBuildableMock()
        builder.buildResult = router
        #expect(builder.build(withListener: listener) === router)
        builder.calls.expect([.build(withListener: ObjectIdentifier(listener))])

        let dependency = ProfileDependencyMock(counter: Counter(), catalog: Catalog(fetch: { _ in "" }))
        #expect(dependency.counter.count == 0)
        _ = CoreDependencyMock()
    }
}
