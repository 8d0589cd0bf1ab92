import Graft
import Testing

/// A router that routes the way `Docs/Features.md` shows, keeping one child in a property, and whose `didLoad`
/// runs a closure a test gives it.
@MainActor
final class ScriptedRouter: Router<RecordingInteractor> {
    private let routerName: String
    private let log: LifecycleLog?
    var didLoadHandler: (() -> Void)?
    /// The child attached with `route(to:)`, until `routeAway()`.
    private(set) var routedChild: ScriptedRouter?

    init(name: String, log: LifecycleLog? = nil) {
        routerName = name
        self.log = log
        super.init(interactor: RecordingInteractor(name: name, log: log))
    }

    override var name: String { routerName }

    override func didLoad() {
        log?.record("\(routerName).didLoad")
        didLoadHandler?()
    }

    /// Attaches `child` unless a child is routed to already, as a feature's `routeToX` does.
    func route(to child: ScriptedRouter) {
        guard routedChild == nil else { return }
        routedChild = child
        attachChild(child)
    }

    /// Detaches the routed child, then forgets it, as a feature's `routeAwayFromX` does.
    func routeAway() {
        guard let routedChild else { return }
        detachChild(routedChild)
        self.routedChild = nil
    }

    /// A state that reads as one line in a failure.
    var state: String {
        let names = children.map(\.name).joined(separator: ",")
        return "\(routerName){active=\(interactor.isActive) parent=\(parent?.name ?? "nil") children=[\(names)]}"
    }
}

/// Checks the invariant re-entrant routing must keep: below `root`, each router knows its parent, and is active
/// exactly while its parent is.
@MainActor
func expectConsistentTree(below root: any Routing, sourceLocation: SourceLocation = #_sourceLocation) {
    for router in root.subtree {
        for child in router.children {
            #expect(
                (child as? ScriptedRouter)?.parent === router || !(child is ScriptedRouter),
                "\(child.name) does not know its parent \(router.name)", sourceLocation: sourceLocation)
            #expect(
                child.interactable.isActive == router.interactable.isActive,
                "\(child.name) is active=\(child.interactable.isActive) below \(router.name)",
                sourceLocation: sourceLocation)
        }
    }
}

/// A launched-like root: active and loaded, with a silent leak detector of its own.
@MainActor
func makeActiveRoot(log: LifecycleLog? = nil) -> ScriptedRouter {
    let root = ScriptedRouter(name: "Root", log: log)
    root.leakDetector = LeakDetector.discardingReports()
    root.leakDetector.isEnabled = false
    root.interactor.activate()
    root.load()
    return root
}
