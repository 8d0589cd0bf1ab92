import GraftTesting
import XCTest

/// The helpers, used from an XCTest test case.
///
/// XCTest on Linux cannot expect a failure, so these cover the passing paths; the failing ones are covered under
/// Swift Testing, through the same reporting function.
///
/// Each test hops to the main actor itself: XCTest on Linux cannot run the methods of a main-actor test case.
final class XCTestCompatibilityTests: XCTestCase {
    func testLifecycleExpectationsPass() async {
        await Self.lifecycleExpectationsPass()
    }

    func testLeakTrackerPasses() async {
        await Self.leakTrackerPasses()
    }

    func testUnimplementedEndpointThatIsReplacedReportsNothing() throws {
        var fetch: @Sendable () throws -> Int = unimplemented("CatalogService.fetch")
        fetch = { 3 }
        XCTAssertEqual(try fetch(), 3)
    }

    @MainActor
    private static func lifecycleExpectationsPass() {
        let window = FakeWindow()
        let root = RoutingSpy(name: "Root")
        let child = NamedRouter("Child")

        root.launch(from: window)
        root.attachChild(child)

        expectActive(root.interactable)
        expectAttached(child, to: root)
        expectTree(root, matches: "Root\n  Child")
        root.calls.expect(["launch", "load", "attachChild(Child)"])

        root.detachChild(child)
        expectInactive(child.interactable)
        expectDetached(child, from: root)
    }

    @MainActor
    private static func leakTrackerPasses() async {
        let root = NamedRouter.root("Root")
        var child: NamedRouter? = NamedRouter("Child")
        root.attachChild(child!)
        let tracker = LeakTracker()
        tracker.track(subtreeOf: child!)

        root.detachChild(child!)
        child = nil

        await tracker.expectAllReleased()
    }
}
