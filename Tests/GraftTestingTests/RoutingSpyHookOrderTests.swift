import GraftTesting
import Testing

/// A `RoutingSpy` hosting a feature runs the feature's hooks in the order a `Router` does, routing from hooks
/// included: each scenario runs once under each host, and both must log the same hooks and leave the same tree.
@MainActor
@Suite struct RoutingSpyHookOrderTests {
    @Test func attachingAgainActivatesTheSubtreeParentsFirst() {
        expectSameOrderUnderBothHosts(
            [
                "C.didBecomeActive", "C.didLoad", "G.didBecomeActive", "G.didLoad", "C.willResignActive",
                "G.willResignActive", "C.didBecomeActive", "G.didBecomeActive",
            ],
            children: "C{G}"
        ) { host, feature in
            feature.onLoad("C") { feature.attach("G", to: "C") }
            host.attachChild(feature["C"])
            host.detachChild(feature["C"])
            host.attachChild(feature["C"])
        }
    }

    @Test func aChildAttachedFromDidBecomeActiveLoadsAfterItsParent() {
        expectSameOrderUnderBothHosts(
            ["C.didBecomeActive", "C.didLoad", "G.didBecomeActive", "G.didLoad"],
            children: "C{G}"
        ) { host, feature in
            feature.onActive("C") { feature.attach("G", to: "C") }
            host.attachChild(feature["C"])
        }
    }

    @Test func aChildAttachedFromDidLoadIsAttachedAtOnce() {
        expectSameOrderUnderBothHosts(
            ["C.didBecomeActive", "C.didLoad", "G.didBecomeActive", "G.didLoad"],
            children: "C{G}"
        ) { host, feature in
            feature.onLoad("C") { feature.attach("G", to: "C") }
            host.attachChild(feature["C"])
        }
    }

    @Test func detachingResignsParentsFirst() {
        expectSameOrderUnderBothHosts(
            [
                "C.didBecomeActive", "C.didLoad", "G.didBecomeActive", "G.didLoad", "C.willResignActive",
                "G.willResignActive",
            ],
            children: ""
        ) { host, feature in
            feature.onLoad("C") { feature.attach("G", to: "C") }
            host.attachChild(feature["C"])
            host.detachChild(feature["C"])
        }
    }

    @Test func aChildDetachedFromWillResignActiveResignsOnce() {
        expectSameOrderUnderBothHosts(
            [
                "C.didBecomeActive", "C.didLoad", "G.didBecomeActive", "G.didLoad", "C.willResignActive",
                "G.willResignActive",
            ],
            children: ""
        ) { host, feature in
            feature.onLoad("C") { feature.attach("G", to: "C") }
            feature.onResign("C") { feature.detach("G", from: "C") }
            host.attachChild(feature["C"])
            host.detachChild(feature["C"])
            #expect(feature["C"].children.isEmpty)
        }
    }

    @Test func aFeatureThatAsksItsHostToDetachItFromDidBecomeActiveLoadsFirst() {
        expectSameOrderUnderBothHosts(
            ["C.didBecomeActive", "C.didLoad", "C.willResignActive"],
            children: ""
        ) { host, feature in
            feature.onActive("C") { host.detachChild(feature["C"]) }
            host.attachChild(feature["C"])
        }
    }

    @Test func attachesAndDetachesNestedInHooksApplyInTheOrderRequested() {
        expectSameOrderUnderBothHosts(
            [
                "C.didBecomeActive", "C.didLoad", "G.didBecomeActive", "G.didLoad", "H.didBecomeActive", "H.didLoad",
                "G.willResignActive", "H.willResignActive",
            ],
            children: "C"
        ) { host, feature in
            feature.onActive("C") { feature.attach("G", to: "C") }
            feature.onActive("G") { feature.attach("H", to: "G") }
            feature.onActive("H") { feature.detach("G", from: "C") }
            host.attachChild(feature["C"])
        }
    }

    /// Runs `scenario` once under a `Router` host and once under a `RoutingSpy` host, and expects both to log
    /// `hooks` and to leave `children` below the host, written `C{G,H}`.
    private func expectSameOrderUnderBothHosts(
        _ hooks: [String],
        children: String,
        sourceLocation: SourceLocation = #_sourceLocation,
        _ scenario: (any Routing, LoggedFeature) -> Void
    ) {
        let underRouter = run(scenario, on: Self.makeRouterHost())
        let underSpy = run(scenario, on: RoutingSpy(name: "Host"))
        #expect(underRouter.hooks == hooks, "under a Router", sourceLocation: sourceLocation)
        #expect(underRouter.children == children, "under a Router", sourceLocation: sourceLocation)
        #expect(underSpy.hooks == underRouter.hooks, "under a RoutingSpy", sourceLocation: sourceLocation)
        #expect(underSpy.children == underRouter.children, "under a RoutingSpy", sourceLocation: sourceLocation)
    }

    private func run(
        _ scenario: (any Routing, LoggedFeature) -> Void, on host: any Routing
    ) -> (hooks: [String], children: String) {
        let feature = LoggedFeature()
        scenario(host, feature)
        return (feature.log, host.children.map(LoggedFeature.describe).joined(separator: ","))
    }

    private static func makeRouterHost() -> NamedRouter {
        let host = NamedRouter.root("Host")
        host.interactor.activate()
        host.load()
        return host
    }
}

extension RoutingSpyHookOrderTests {
    /// Routers named by letter, made on first use, that log their hooks in one list and run the closures a test
    /// gives them.
    @MainActor
    final class LoggedFeature {
        private(set) var log: [String] = []
        private var routers: [String: LoggedRouter] = [:]

        subscript(name: String) -> LoggedRouter {
            if let router = routers[name] { return router }
            let router = LoggedRouter(name: name, feature: self)
            // Off: the routers stay alive with the feature, and a spy host passes no detector down.
            router.leakDetector = LeakDetector()
            router.leakDetector.isEnabled = false
            routers[name] = router
            return router
        }

        func record(_ entry: String) {
            log.append(entry)
        }

        func attach(_ child: String, to parent: String) {
            self[parent].attachChild(self[child])
        }

        func detach(_ child: String, from parent: String) {
            self[parent].detachChild(self[child])
        }

        func onActive(_ name: String, _ hook: @escaping () -> Void) {
            self[name].interactor.didBecomeActiveHook = hook
        }

        func onResign(_ name: String, _ hook: @escaping () -> Void) {
            self[name].interactor.willResignActiveHook = hook
        }

        func onLoad(_ name: String, _ hook: @escaping () -> Void) {
            self[name].didLoadHook = hook
        }

        /// A router and what is below it, such as `C{G}`, with `!` after an inactive one.
        static func describe(_ router: any Routing) -> String {
            let state = router.interactable.isActive ? "" : "!"
            let children = router.children.map(describe).joined(separator: ",")
            return router.name + state + (children.isEmpty ? "" : "{\(children)}")
        }
    }

    @MainActor
    final class LoggedInteractor: Interactor {
        let name: String
        unowned let feature: LoggedFeature
        var didBecomeActiveHook: (() -> Void)?
        var willResignActiveHook: (() -> Void)?

        init(name: String, feature: LoggedFeature) {
            self.name = name
            self.feature = feature
            super.init()
        }

        override func didBecomeActive() {
            feature.record("\(name).didBecomeActive")
            didBecomeActiveHook?()
        }

        override func willResignActive() {
            feature.record("\(name).willResignActive")
            willResignActiveHook?()
        }
    }

    @MainActor
    final class LoggedRouter: Router<LoggedInteractor> {
        private let routerName: String
        unowned let feature: LoggedFeature
        var didLoadHook: (() -> Void)?

        init(name: String, feature: LoggedFeature) {
            routerName = name
            self.feature = feature
            super.init(interactor: LoggedInteractor(name: name, feature: feature))
        }

        override var name: String { routerName }

        override func didLoad() {
            feature.record("\(routerName).didLoad")
            didLoadHook?()
        }
    }
}
