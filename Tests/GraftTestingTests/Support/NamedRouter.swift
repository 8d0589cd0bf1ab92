import GraftTesting

/// A router with a chosen name, to build trees in tests.
@MainActor
final class NamedRouter: Router<InteractableSpy> {
    private let routerName: String

    /// Makes a router named `name` with a new interactor spy.
    init(_ name: String) {
        routerName = name
        super.init(interactor: InteractableSpy())
    }

    override var name: String { routerName }

    /// Makes a root router whose leak detector is off, so the detaches a test makes report nothing elsewhere.
    static func root(_ name: String) -> NamedRouter {
        let root = NamedRouter(name)
        let detector = LeakDetector()
        detector.isEnabled = false
        root.leakDetector = detector
        return root
    }
}

/// A router with a chosen name and a fake view.
@MainActor
final class NamedViewableRouter: ViewableRouter<InteractableSpy, FakeViewController> {
    private let routerName: String

    /// Makes a router named `name` with a new interactor spy and a new fake view.
    init(_ name: String) {
        routerName = name
        super.init(interactor: InteractableSpy(), viewController: FakeViewController())
    }

    override var name: String { routerName }
}
