import Graft
import Testing

@MainActor
@Suite struct SubtreeActivationTests {
    @Test(arguments: [1, 4, 16])
    func eachRouterIsVisitedOncePerChangeWhateverItsDepth(depth: Int) {
        let root = RecordingRouter(name: "Root")
        // Off, because listing a detached subtree for the detector reads every interactor too.
        root.leakDetector = LeakDetector.discardingReports()
        root.leakDetector.isEnabled = false
        root.interactor.activate()
        root.load()
        let chain = (0..<depth).map { RecordingRouter(name: "Level\($0)") }
        let leaf = CountingRouter()
        var parent = root
        for router in chain {
            parent.attachChild(router)
            parent = router
        }
        parent.attachChild(leaf)
        #expect(leaf.interactor.isActive)

        let visitsBeforeDetach = leaf.interactableReads
        root.detachChild(chain[0])
        let detachVisits = leaf.interactableReads - visitsBeforeDetach
        root.attachChild(chain[0])
        let reattachVisits = leaf.interactableReads - visitsBeforeDetach - detachVisits
        chain[0].interactor.deactivate()
        let directDeactivateVisits = leaf.interactableReads - visitsBeforeDetach - detachVisits - reattachVisits

        // Before each router's observation handed the change on to the walk, a router was visited once per
        // ancestor, so these grew with the depth.
        #expect(detachVisits == 1)
        #expect(reattachVisits == 1)
        #expect(directDeactivateVisits == 1)
        #expect(!leaf.interactor.isActive)
        #expect(leaf.interactor.didBecomeActiveCount == 2)
        #expect(leaf.interactor.willResignActiveCount == 2)
    }

    @Test func eachHookRunsOnceParentsFirstInAThreeLevelTree() {
        let log = LifecycleLog()
        let root = RecordingRouter(name: "Root")
        root.leakDetector = LeakDetector.discardingReports()
        root.interactor.activate()
        root.load()
        let top = RecordingRouter(name: "Top", log: log)
        let left = RecordingRouter(name: "Left", log: log)
        let right = RecordingRouter(name: "Right", log: log)
        let leftLeaf = RecordingRouter(name: "LeftLeaf", log: log)
        let rightLeaf = RecordingRouter(name: "RightLeaf", log: log)
        root.attachChild(top)
        top.attachChild(left)
        top.attachChild(right)
        left.attachChild(leftLeaf)
        right.attachChild(rightLeaf)
        let logged = log.entries.count

        root.detachChild(top)
        root.attachChild(top)

        let hooks = log.entries.dropFirst(logged).filter { !$0.hasSuffix(".didLoad") }
        let order = ["Top", "Left", "LeftLeaf", "Right", "RightLeaf"]
        #expect(hooks == order.map { "\($0).willResignActive" } + order.map { "\($0).didBecomeActive" })
    }
}

extension SubtreeActivationTests {
    /// A router that conforms to `Routing` directly and counts how often its interactor is read, once per visit.
    @MainActor
    fileprivate final class CountingRouter: Routing {
        let interactor = RecordingInteractor()
        private(set) var interactableReads = 0

        var interactable: any Interactable {
            interactableReads += 1
            return interactor
        }

        var children: [any Routing] { [] }

        func load() {}
        func attachChild(_ child: any Routing) {}
        func detachChild(_ child: any Routing) {}
    }
}
