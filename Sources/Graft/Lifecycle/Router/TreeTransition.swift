/// A change to the tree requested while another runs is applied when that one ends, in the order requested.
///
/// A transition is anything that runs hooks: an attach, a detach, an activation or deactivation, a load, a launch,
/// a release. While one runs, ``Router/attachChild(_:)`` and ``Router/detachChild(_:)`` queue their change, so no
/// hook runs inside another router's half-made change:
///
/// ```text
/// attachChild(C)                      queue
///  ├─ C.didBecomeActive ─ detach(C) ─▶ [detach C]
///  └─ C.didLoad ─ C.attach(G) ───────▶ [detach C, attach G]
/// end of transition: detach C, then attach G below the inactive C, which leaves G inactive
/// ```
///
/// A router's ``Router/didLoad()`` runs once its own attach is complete, so a change it requests while nothing is
/// queued is made at once: a tree whose routers attach their fixed children in `didLoad` attaches depth first.
///
/// Each queued change is a transition of its own, so what its hooks request joins the end of the queue. The queue
/// is empty before the outermost call returns, even when a change releases a router whose release requests more.
///
/// `package`, so that GraftTesting's `RoutingSpy` attaches and detaches through the same transitions.
@MainActor
package enum TreeTransition {
    // The state below stays checked for exclusivity, though each access is one read or write on the main actor:
    // unchecked, the optimizer stored the emptied queue after releasing the applied changes, whose release may
    // request more, so a release build appended to the freed queue and crashed (RoutingFromHooksTests).

    /// How many transitions are running, one inside another.
    private static var depth = 0

    private static var requested: [() -> Void] = []

    /// `requested.count`, kept as a plain integer for the checks that every attach, detach and transition makes: a
    /// read of the queue itself takes the runtime's exclusivity check and its lazy initializer's `swift_once`, and
    /// an attach 1,719 instructions against 1,616 (callgrind, graft-bench --only trees --quick).
    private static var requestedCount = 0

    /// How many of `requested` are applied.
    private static var applied = 0

    /// The depth at which a settled point runs, such as a `didLoad`, or -1 outside one.
    private static var settledDepth = -1

    /// A transition is running, and this is not a settled point with nothing queued before it.
    package static var mustQueue: Bool {
        depth > 0 && !(depth == settledDepth && applied == requestedCount)
    }

    /// Runs `body`, a hook that may change the tree at once while nothing is queued, such as a router's `didLoad`.
    static func runSettled(_ body: () -> Void) {
        let enclosing = settledDepth
        settledDepth = depth
        body()
        settledDepth = enclosing
    }

    /// Runs `body` as a transition, then, if it was the outermost one, applies the changes requested meanwhile.
    package static func run(_ body: () -> Void) {
        depth += 1
        body()
        depth -= 1
        if depth == 0, requestedCount > 0 {
            applyRequested()
        }
    }

    /// Queues `change`, a transition of its own, until the running transition ends.
    package static func request(_ change: @escaping @MainActor () -> Void) {
        requested.append(change)
        requestedCount += 1
        _checkInvariants()
    }

    private static func applyRequested() {
        depth = 1
        // Until nothing is left: releasing the changes applied may release a router, whose release requests more.
        while requestedCount > 0 {
            // By index, because each change may request more, which join the end.
            while applied < requestedCount {
                let change = requested[applied]
                applied += 1
                change()
            }
            // Taken out of the queue before they are released, so a router released with them requests into an
            // empty queue rather than into one being emptied.
            var appliedChanges: [() -> Void] = []
            applied = 0
            requestedCount = 0
            swap(&appliedChanges, &requested)
            _checkInvariants()
            appliedChanges.removeAll()
        }
        depth = 0
    }

    #if GRAFT_INTERNAL_CHECKS
    /// Checks that the count the attach path reads is the queue's.
    private static func _checkInvariants() {
        SharedStorage.check(
            requestedCount == requested.count && applied <= requestedCount,
            "the tree's queue of changes: \(requested.count) queued, \(requestedCount) counted, \(applied) applied")
    }
    #else
    @inline(__always)
    private static func _checkInvariants() {}
    #endif
}
