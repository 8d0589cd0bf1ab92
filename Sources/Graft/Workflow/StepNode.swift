/// One step's result in a workflow's tree of steps, with the branches that continue from it.
///
/// `onStep` adds a branch below a node and `fork` a second one, so the steps before a fork run once per subscription:
///
/// ```
/// root (item, ())
///  └─ waitForSignIn ─▶ node (LoggedIn, ())
///                        ├─ showFavourites ─▶ node   committed
///                        └─ showProfile ────▶ node   committed   (a fork)
/// ```
///
/// Only branches that lead to a committed node run, as in RIBs.
@MainActor
final class StepNode<ActionableItemType, ValueType> {
    /// A step below this node and the steps after it; `run` consumes its arguments, so a run waiting at a later step
    /// holds no earlier step's feature.
    struct Branch {
        let leadsToCommit: @MainActor () -> Bool
        let run: @MainActor (consuming ActionableItemType, consuming ValueType) async throws -> Void
    }

    /// Whether a chain ends here with `commit()`.
    var isCommitted = false

    /// In the order they were added.
    private(set) var branches: [Branch] = []

    /// Whether this node or a node below it is committed.
    var leadsToCommit: Bool {
        isCommitted || branches.contains { $0.leadsToCommit() }
    }

    /// Adds `step` below this node and returns the node of its result.
    func addBranch<NextActionableItemType, NextValueType>(
        _ step:
            @escaping @MainActor (ActionableItemType, ValueType) async throws -> (
                NextActionableItemType, NextValueType
            )
    ) -> StepNode<NextActionableItemType, NextValueType> {
        let next = StepNode<NextActionableItemType, NextValueType>()
        branches.append(
            Branch(
                leadsToCommit: { next.leadsToCommit },
                run: { (actionableItem: consuming ActionableItemType, value: consuming ValueType) in
                    // A cancelled workflow starts no further step, even when the step before ignored the cancellation.
                    try Task.checkCancellation()
                    let (nextActionableItem, nextValue) = try await step(actionableItem, value)
                    _ = consume actionableItem
                    _ = consume value
                    try Task.checkCancellation()
                    try await next.run(consume nextActionableItem, consume nextValue)
                }))
        return next
    }

    /// Runs the branches that lead to a commit on this node's result: one in place, several side by side.
    ///
    /// The first branch to throw ends the run with its error at once and cancels the others.
    func run(_ actionableItem: consuming ActionableItemType, _ value: consuming ValueType) async throws {
        let live = branches.filter { $0.leadsToCommit() }
        if live.count == 1 {
            try await live[0].run(consume actionableItem, consume value)
        } else if live.count > 1 {
            try await Fork(actionableItem: actionableItem, value: value, branches: live).run()
        }
    }

    /// Several branches on one result, each in a task of its own, so the first to throw ends the run while the
    /// others, cancelled, may still be running.
    @MainActor
    private final class Fork {
        /// Until the last branch has taken its copy.
        private var result: (actionableItem: ActionableItemType, value: ValueType)?
        private var untaken: Int
        private var unfinished: Int
        private let branches: [Branch]
        private var tasks: [Task<Void, Never>] = []
        /// The run's caller, until the run ends.
        private var caller: CheckedContinuation<Void, any Error>?

        init(actionableItem: ActionableItemType, value: ValueType, branches: [Branch]) {
            result = (actionableItem, value)
            untaken = branches.count
            unfinished = branches.count
            self.branches = branches
        }

        func run() async throws {
            try await withTaskCancellationHandler {
                try await withCheckedThrowingContinuation { continuation in
                    caller = continuation
                    tasks = branches.indices.map { index in
                        Task { @MainActor in await self.runBranch(at: index) }
                    }
                }
            } onCancel: {
                Task { @MainActor in self.end(throwing: CancellationError()) }
            }
        }

        private func runBranch(at index: Int) async {
            untaken -= 1
            let (actionableItem, value) = untaken == 0 ? result.take()! : result!
            do {
                try await branches[index].run(consume actionableItem, consume value)
            } catch {
                end(throwing: error)
                return
            }
            unfinished -= 1
            if unfinished == 0 { end(throwing: nil) }
        }

        /// Resumes the caller once: with the first error, cancelling the other branches, or with none.
        private func end(throwing error: (any Error)?) {
            guard let caller else { return }
            self.caller = nil
            guard let error else { return caller.resume() }
            for task in tasks { task.cancel() }
            caller.resume(throwing: error)
        }
    }
}
