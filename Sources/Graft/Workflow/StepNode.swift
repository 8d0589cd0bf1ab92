/// One step's place in a workflow's tree of steps: the branches that continue from its result.
///
/// A workflow's steps form a tree rooted at the workflow's first actionable item. Each `onStep` adds a branch
/// below the node it is called on, and `fork` lets a second chain add another branch below the same node, so the
/// steps before a fork run once per subscription however many branches follow them:
///
/// ```
/// root (item, ())
///  └─ waitForSignIn ─▶ node (LoggedIn, ())
///                        ├─ showFavourites ─▶ node   committed
///                        └─ showProfile ────▶ node   committed   (a fork)
/// ```
///
/// Only branches that lead to a committed node run, as in RIBs, where a chain that is never committed is never
/// subscribed.
@MainActor
final class StepNode<ActionableItemType, ValueType> {
    /// A step below this node: whether it leads to a committed node, and how to run it and the steps after it.
    ///
    /// `run` owns the actionable item and value it is given, so that it can let them go once its step has passed
    /// them on: a run waiting at a later step holds no earlier step's feature.
    struct Branch {
        let leadsToCommit: @MainActor () -> Bool
        let run: @MainActor (consuming ActionableItemType, consuming ValueType) async throws -> Void
    }

    /// Whether a chain ends here with `commit()`.
    var isCommitted = false

    /// The steps that continue from this node's result, in the order they were added.
    private(set) var branches: [Branch] = []

    /// Whether this node or a node below it is committed, so running it has an effect.
    var leadsToCommit: Bool {
        isCommitted || branches.contains { $0.leadsToCommit() }
    }

    /// Adds a step below this node and returns the node of its result.
    ///
    /// - Parameter step: The step, which takes this node's result and returns the next actionable item and value.
    /// - Returns: The node that the step's result flows into.
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

    /// Runs the committed branches below this node on its result: one in place, several side by side.
    ///
    /// The first branch to throw ends the run at once with its error, without waiting for the others: they are
    /// cancelled, and what they return late is dropped, since a cancelled branch starts no further step.
    ///
    /// - Parameters:
    ///   - actionableItem: This node's actionable item.
    ///   - value: This node's value.
    /// - Throws: The first error a step throws, or `CancellationError` once the task is cancelled.
    func run(_ actionableItem: consuming ActionableItemType, _ value: consuming ValueType) async throws {
        let live = branches.filter { $0.leadsToCommit() }
        if live.count == 1 {
            try await live[0].run(consume actionableItem, consume value)
        } else if live.count > 1 {
            try await Fork(actionableItem: actionableItem, value: value, branches: live).run()
        }
    }

    /// A run of several branches on one result, each in a task of its own, so that the first to throw ends the
    /// run while the others, cancelled, may still be running.
    ///
    /// A main-actor class is `Sendable` whatever it holds, so each branch's task can take it, and read it on the
    /// main actor, where the branches run.
    @MainActor
    private final class Fork {
        /// This node's result, until the last branch has taken its copy.
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

        /// Resumes the caller, once: with the first error, which cancels the branches still running, or with none
        /// when every branch has returned.
        private func end(throwing error: (any Error)?) {
            guard let caller else { return }
            self.caller = nil
            guard let error else { return caller.resume() }
            for task in tasks { task.cancel() }
            caller.resume(throwing: error)
        }
    }
}
