/// The interactor of a node wired by hand, without Graft: the least a feature's logic holds and does.
///
/// Like ``NodeInteractor``, it holds its router and its listener weakly, as a RIBs interactor does, and records its
/// activation with the root's analytics through its store.
@MainActor
final class HandWiredNodeInteractor {
    private(set) var isActive = false
    weak var router: HandWiredNodeRouter?
    weak var listener: HandWiredNodeInteractor?
    private let store: NodeStore

    init(store: NodeStore) {
        self.store = store
    }

    func activate() {
        guard !isActive else { return }
        isActive = true
        store.analytics.recordActivation()
    }

    func deactivate() {
        guard isActive else { return }
        isActive = false
    }
}
