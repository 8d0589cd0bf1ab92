import Graft
import GraftTestSupport
import Testing

/// Routers driven from their own lifecycle hooks: each change requested during a transition is applied when it
/// ends, in the order requested, so the tree stays consistent and each hook runs once per transition.
@MainActor
@Suite struct RoutingFromHooksTests {
    @Test func aChildThatAsksToBeDetachedFromWillResignActiveIsDetachedOnce() {
        let root = makeActiveRoot()
        let child = ScriptedRouter(name: "Child")
        root.route(to: child)
        child.interactor.willResignActiveHandler = { root.routeAway() }

        root.routeAway()

        #expect(root.children.isEmpty)
        #expect(root.routedChild == nil)
        #expect(child.parent == nil)
        #expect(!child.interactor.isActive)
        #expect(child.interactor.willResignActiveCount == 1)
    }

    @Test func aChildThatAsksToBeDetachedWhenItsParentIsDeactivatedIsDetachedOnce() {
        let root = makeActiveRoot()
        let parent = ScriptedRouter(name: "Parent")
        let child = ScriptedRouter(name: "Child")
        root.attachChild(parent)
        parent.route(to: child)
        child.interactor.willResignActiveHandler = { parent.routeAway() }

        root.detachChild(parent)

        #expect(parent.children.isEmpty)
        #expect(child.parent == nil)
        #expect(!child.interactor.isActive)
        #expect(child.interactor.willResignActiveCount == 1)
        #expect(parent.interactor.willResignActiveCount == 1)
    }

    @Test(arguments: [2, 5, 20])
    func eachLevelOfAChainAsksItsParentToDetachItFromWillResignActive(depth: Int) {
        let root = makeActiveRoot()
        let chain = (0..<depth).map { ScriptedRouter(name: "Level\($0)") }
        var parent = root
        for router in chain {
            parent.route(to: router)
            let routerParent = parent
            router.interactor.willResignActiveHandler = { routerParent.routeAway() }
            parent = router
        }

        root.routeAway()

        for router in chain {
            #expect(router.children.isEmpty, "\(router.state)")
            #expect(router.parent == nil, "\(router.state)")
            #expect(!router.interactor.isActive, "\(router.state)")
            #expect(router.interactor.willResignActiveCount == 1, "\(router.state)")
        }
    }

    @Test func aParentThatDetachesAChildInItsDidBecomeActiveLeavesWhatItsDidLoadAttachesInactive() {
        let log = LifecycleLog()
        let root = makeActiveRoot(log: log)
        let child = ScriptedRouter(name: "C", log: log)
        let grandchild = ScriptedRouter(name: "G", log: log)
        child.interactor.didBecomeActiveHandler = { root.routeAway() }
        child.didLoadHandler = { child.attachChild(grandchild) }
        let logged = log.entries.count

        root.route(to: child)

        #expect(root.children.isEmpty)
        #expect(child.parent == nil)
        #expect(!child.interactor.isActive, "\(child.state)")
        #expect(child.children.first === grandchild)
        #expect(grandchild.parent === child)
        #expect(!grandchild.interactor.isActive, "\(grandchild.state)")
        #expect(grandchild.interactor.didBecomeActiveCount == 0)
        #expect(
            log.entries.dropFirst(logged)
                == ["C.didBecomeActive", "C.didLoad", "C.willResignActive", "G.didLoad"])

        // Attached again, without the hook, the subtree comes back whole.
        child.interactor.didBecomeActiveHandler = nil
        root.route(to: child)
        #expect(child.interactor.isActive)
        #expect(grandchild.interactor.isActive)
        expectConsistentTree(below: root)
    }

    @Test func aChildThatDetachesItsSiblingOnReattachLeavesTheSiblingDetachedAndInactive() {
        let root = makeActiveRoot()
        let parent = ScriptedRouter(name: "P")
        let first = ScriptedRouter(name: "C1")
        let second = ScriptedRouter(name: "C2")
        root.attachChild(parent)
        parent.attachChild(first)
        parent.attachChild(second)
        root.detachChild(parent)
        first.interactor.didBecomeActiveHandler = { parent.detachChild(second) }

        root.attachChild(parent)

        #expect(parent.children.map(\.name) == ["C1"])
        #expect(second.parent == nil)
        #expect(!second.interactor.isActive, "\(second.state)")
        #expect(second.interactor.didBecomeActiveCount == 2)
        #expect(second.interactor.willResignActiveCount == 2)
        #expect(first.interactor.isActive)
        expectConsistentTree(below: root)
    }

    @Test func aParentThatAttachesItsFirstScreenFromDidBecomeActiveAttachesItOnceActive() {
        let log = LifecycleLog()
        let root = makeActiveRoot(log: log)
        let parent = ScriptedRouter(name: "P", log: log)
        let screen = ScriptedRouter(name: "Screen", log: log)
        let detail = ScriptedRouter(name: "Detail", log: log)
        parent.interactor.didBecomeActiveHandler = { parent.route(to: screen) }
        screen.interactor.didBecomeActiveHandler = { screen.route(to: detail) }
        let logged = log.entries.count

        root.attachChild(parent)

        #expect(parent.children.first === screen)
        #expect(screen.children.first === detail)
        #expect(detail.interactor.isActive)
        #expect(
            log.entries.dropFirst(logged)
                == [
                    "P.didBecomeActive", "P.didLoad", "Screen.didBecomeActive", "Screen.didLoad",
                    "Detail.didBecomeActive", "Detail.didLoad",
                ])
        expectConsistentTree(below: root)

        // Detached and attached again, the parent asks for the screen it already shows: nothing changes twice.
        root.detachChild(parent)
        root.attachChild(parent)
        #expect(screen.interactor.didBecomeActiveCount == 2)
        #expect(detail.interactor.didBecomeActiveCount == 2)
        #expect(parent.children.count == 1)
        expectConsistentTree(below: root)
    }

    @Test func changesRequestedInOneHookApplyInTheOrderRequested() {
        let root = makeActiveRoot()
        let trigger = ScriptedRouter(name: "Trigger")
        let first = ScriptedRouter(name: "First")
        let second = ScriptedRouter(name: "Second")
        root.attachChild(first)
        trigger.interactor.didBecomeActiveHandler = {
            // Replace First with Second, then change its mind and bring First back.
            root.detachChild(first)
            root.attachChild(second)
            root.detachChild(second)
            root.attachChild(first)
        }

        root.attachChild(trigger)

        #expect(root.children.map(\.name) == ["Trigger", "First"])
        #expect(second.parent == nil)
        #expect(!second.interactor.isActive)
        #expect(second.interactor.didBecomeActiveCount == 1)
        #expect(first.interactor.didBecomeActiveCount == 2)
        expectConsistentTree(below: root)
    }

    @Test func aDeactivationCascadeThatDetachesAtEveryDepthLeavesAConsistentTree() {
        let root = makeActiveRoot()
        let top = ScriptedRouter(name: "Top")
        let left = ScriptedRouter(name: "Left")
        let right = ScriptedRouter(name: "Right")
        let leftLeaf = ScriptedRouter(name: "LeftLeaf")
        let rightLeaf = ScriptedRouter(name: "RightLeaf")
        root.attachChild(top)
        top.attachChild(left)
        top.attachChild(right)
        left.attachChild(leftLeaf)
        right.attachChild(rightLeaf)
        // Deactivating Top makes Left drop Right's leaf and Right drop itself, while Top's cascade still runs.
        left.interactor.willResignActiveHandler = {
            right.detachChild(rightLeaf)
            left.interactor.willResignActiveHandler = nil
        }
        right.interactor.willResignActiveHandler = { top.detachChild(right) }

        top.interactor.deactivate()

        #expect(top.children.map(\.name) == ["Left"])
        #expect(right.children.isEmpty)
        for router in [top, left, right, leftLeaf, rightLeaf] {
            #expect(!router.interactor.isActive, "\(router.state)")
            #expect(router.interactor.willResignActiveCount == 1, "\(router.state)")
        }

        top.interactor.activate()
        #expect(left.interactor.isActive)
        #expect(leftLeaf.interactor.isActive)
        #expect(!right.interactor.isActive)
        #expect(!rightLeaf.interactor.isActive)
        expectConsistentTree(below: root)
    }

    @Test func aRouterAttachedBelowALoadedInactiveRouterStaysInactiveUntilItIsActivated() {
        let root = makeActiveRoot()
        let parent = ScriptedRouter(name: "P")
        root.attachChild(parent)
        root.detachChild(parent)
        let child = ScriptedRouter(name: "C")

        parent.attachChild(child)

        #expect(!child.interactor.isActive)
        #expect(child.interactor.didBecomeActiveCount == 0)
        root.attachChild(parent)
        #expect(child.interactor.isActive)
        expectConsistentTree(below: root)
    }

    @Test func aRootReleasedWhileQueuedChangesApplyLeavesNothingQueued() {
        var root: ScriptedRouter? = makeActiveRoot()
        let child = ScriptedRouter(name: "Child")
        let grandchild = ScriptedRouter(name: "Grandchild")
        let trigger = ScriptedRouter(name: "Trigger")
        root!.attachChild(child)
        child.attachChild(grandchild)
        child.interactor.willResignActiveHandler = { [weak child] in child?.detachChild(grandchild) }
        // The queued attach holds the last reference to the root, so applying it releases the root, whose release
        // deactivates the child, whose hook queues a detach while the queue is being emptied.
        trigger.interactor.didBecomeActiveHandler = {
            root!.attachChild(ScriptedRouter(name: "Extra"))
            root = nil
        }

        child.attachChild(trigger)

        #expect(child.parent == nil)
        #expect(child.children.map(\.name) == ["Trigger"])
        #expect(grandchild.parent == nil)
        #expect(!grandchild.interactor.isActive)
        #expect(child.interactor.willResignActiveCount == 1)
        #expect(grandchild.interactor.willResignActiveCount == 1)
    }

    @Test func detachingARouterThatWasNeverAChildFromAHookStillStops() async {
        await retryingInterruptedSystemCalls {
            await #expect(processExitsWith: .failure) {
                await MainActor.run {
                    let root = makeActiveRoot()
                    let stranger = ScriptedRouter(name: "Stranger")
                    let child = ScriptedRouter(name: "Child")
                    child.interactor.didBecomeActiveHandler = { root.detachChild(stranger) }
                    root.attachChild(child)
                }
            }
        }
    }
}
