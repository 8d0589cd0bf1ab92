import Graft
import Testing

/// A hostile harness: routers whose hooks route at random, from every hook, at every depth.
///
/// Random attaches and detaches drive it. After each one the tree must be consistent and every hook must have run
/// once per transition.
@MainActor
@Suite struct RoutingFromHooksFuzzTests {
    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
    func randomRoutingFromHooksKeepsTheTreeConsistent(seed: UInt64) async {
        let harness = Harness(seed: seed)

        for _ in 0..<300 {
            harness.routeAtRandom()
            harness.expectInvariants()
            // Gives the main actor back between operations: under the thread sanitizer the whole run takes tens of
            // seconds, which would hold up every other main-actor test past its deadlines.
            await Task.yield()
        }
        #expect(harness.routers.count > 20, "the harness made too few routers to mean much")
    }
}

extension RoutingFromHooksFuzzTests {
    /// SplitMix64: a small generator whose runs a seed repeats.
    struct SeededGenerator: RandomNumberGenerator {
        private var state: UInt64

        init(seed: UInt64) { state = seed }

        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var mixed = state
            mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
            mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
            return mixed ^ (mixed >> 31)
        }
    }

    @MainActor
    final class Harness {
        let root = makeActiveRoot()
        private(set) var routers: [ScriptedRouter] = []
        private var generator: SeededGenerator
        private let capacity = 400

        init(seed: UInt64) {
            generator = SeededGenerator(seed: seed)
        }

        private func chance(_ percent: Int) -> Bool {
            Int.random(in: 0..<100, using: &generator) < percent
        }

        /// A new router whose hooks route at random, or `nil` once the harness has made enough.
        func makeRouter() -> ScriptedRouter? {
            guard routers.count < capacity else { return nil }
            let router = ScriptedRouter(name: "R\(routers.count)")
            routers.append(router)
            let detachesFromDidBecomeActive = chance(15)
            let attachesFromDidBecomeActive = chance(20)
            let detachesFromWillResignActive = chance(30)
            let attachesFromDidLoad = chance(30)
            router.interactor.didBecomeActiveHandler = { [weak self, weak router] in
                guard let self, let router else { return }
                if detachesFromDidBecomeActive { self.askParentToRouteAway(from: router) }
                if attachesFromDidBecomeActive, let child = self.makeRouter() { router.route(to: child) }
            }
            router.interactor.willResignActiveHandler = { [weak self, weak router] in
                guard let self, let router, detachesFromWillResignActive else { return }
                self.askParentToRouteAway(from: router)
            }
            router.didLoadHandler = { [weak self, weak router] in
                guard let self, let router, attachesFromDidLoad, let child = self.makeRouter() else { return }
                router.route(to: child)
            }
            return router
        }

        private func askParentToRouteAway(from router: ScriptedRouter) {
            guard let parent = router.parent as? ScriptedRouter, parent.routedChild === router else { return }
            parent.routeAway()
        }

        /// One change from outside the hooks: a router of the tree routes away, or to a new or detached router.
        func routeAtRandom() {
            let tree = root.subtree.compactMap { $0 as? ScriptedRouter }
            let router = tree.randomElement(using: &generator)!
            if router.routedChild != nil, chance(50) {
                router.routeAway()
                return
            }
            guard router.routedChild == nil else { return }
            let detached = routers.filter { $0.parent == nil && $0 !== router }
            if chance(50), let reattached = detached.randomElement(using: &generator) {
                router.route(to: reattached)
            } else if let child = makeRouter() {
                router.route(to: child)
            }
        }

        func expectInvariants() {
            expectConsistentTree(below: root)
            let attached = Set(root.subtree.map { ObjectIdentifier($0) })
            for router in routers {
                let hookBalance = router.interactor.didBecomeActiveCount - router.interactor.willResignActiveCount
                #expect(hookBalance == (router.interactor.isActive ? 1 : 0), "\(router.state)")
                if !attached.contains(ObjectIdentifier(router)) {
                    #expect(!router.interactor.isActive, "\(router.state) is active outside the tree")
                }
                if let routed = router.routedChild {
                    #expect(routed.parent === router, "\(router.state) routed to \(routed.state)")
                }
            }
        }
    }
}
