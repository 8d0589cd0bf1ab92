import Graft

/// What a node tells its parent; nothing, but the parent's interactor is still wired as the listener.
@MainActor
protocol NodeListener: AnyObject {}

@MainActor
protocol NodeInteractable: Interactable, NodeListener {
    var router: NodeRouting? { get set }
    var listener: NodeListener? { get set }
}

/// A node's logic: it records its activation with the root's analytics.
final class NodeInteractor: Interactor, NodeInteractable {
    weak var router: NodeRouting?
    weak var listener: NodeListener?
    private let store: NodeStore

    init(store: NodeStore) {
        self.store = store
    }

    override func didBecomeActive() {
        store.analytics.recordActivation()
    }
}
