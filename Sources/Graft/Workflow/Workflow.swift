/// A chain of steps through the feature tree, such as opening a deep link: each step waits for a feature to be
/// ready, acts on it, and hands the next feature on.
///
/// A step takes an *actionable item*, a protocol that a feature's interactor adopts, and returns the next one with a
/// value. The first step takes the root's actionable item, which ``subscribe(_:)`` is given. Subclass `Workflow`,
/// add the steps in the initializer and end them with ``Step/commit()``:
///
/// ```swift
/// final class OpenProfileWorkflow: Workflow<RootActionableItem> {
///     override init() {
///         super.init()
///         onStep { (root: RootActionableItem) in
///             try await root.waitForSignIn()
///         }
///         .onStep { (loggedIn: LoggedInActionableItem, _) in
///             await loggedIn.showProfile()
///         }
///         .commit()
///     }
/// }
///
/// let task = OpenProfileWorkflow().subscribe(rootInteractor)
/// ```
///
/// Each subscription runs the steps once, in order. It ends in one of three ways:
/// - every step returned: the workflow calls ``didComplete()``;
/// - a step threw: no later step runs, and the workflow calls ``didReceiveError(_:)`` with the error;
/// - the task ``subscribe(_:)`` returned was cancelled: the step waiting is cancelled, no later step runs, and
///   neither ``didComplete()`` nor ``didReceiveError(_:)`` is called.
///
/// A run holds each actionable item only until its step has passed it on, so a detached feature is released even
/// while a later step waits. The names are RIBs'; a step is an `async` function instead of an `Observable`, and the
/// subscription is a `Task` instead of a `Disposable`.
@MainActor
open class Workflow<ActionableItemType> {
    /// The root of the tree of steps: the actionable item ``subscribe(_:)`` is given.
    private let root = StepNode<ActionableItemType, Void>()

    /// Creates a workflow with no steps; add them with ``onStep(_:)``, in a subclass's initializer or, in a test,
    /// on a plain `Workflow`.
    public init() {}

    /// Adds the first step, which takes the actionable item the workflow is subscribed with.
    ///
    /// Called again, it adds another first step; both run, side by side, on each subscription.
    ///
    /// - Parameter onStep: The step: it takes the root's actionable item and returns, when the next feature is
    ///   ready, that feature's actionable item and a value for the next step. It may throw to end the workflow.
    /// - Returns: The step, to add the next step to or to ``Step/commit()``.
    @discardableResult
    public final func onStep<NextActionableItemType, NextValueType>(
        _ onStep: @escaping @MainActor (ActionableItemType) async throws -> (NextActionableItemType, NextValueType)
    ) -> Step<ActionableItemType, NextActionableItemType, NextValueType> {
        Step(workflow: self, node: root.addBranch { actionableItem, _ in try await onStep(actionableItem) })
    }

    /// Starts the workflow on the root's actionable item.
    ///
    /// Each call starts an independent run of the committed steps. Cancelling the returned task cancels the step
    /// waiting, and no later step runs. Subscribing a workflow with no committed chain stops the program.
    ///
    /// - Parameter actionableItem: The root's actionable item, which the first step takes.
    /// - Returns: The run, to cancel or to await; it ends when the workflow completes, fails or is cancelled.
    @discardableResult
    public final func subscribe(_ actionableItem: ActionableItemType) -> Task<Void, Never> {
        guard root.leadsToCommit else {
            fatalError(
                "\(type(of: self)).subscribe(_:): no chain of steps is committed, so there is nothing to run; "
                    + "end the steps with commit() before subscribing")
        }
        // So the run does not hold the root's actionable item after the first steps have taken it.
        let input = Handoff(actionableItem)
        return Task { @MainActor in
            do {
                try await root.run(input.take(), ())
            } catch {
                // Cancellation came from the subscriber, who needs no report of it.
                if !Task.isCancelled {
                    didReceiveError(error)
                }
                return
            }
            if !Task.isCancelled {
                didComplete()
            }
        }
    }

    /// Called once per subscription, after every committed step has returned.
    ///
    /// The default implementation does nothing.
    open func didComplete() {}

    /// Called each time ``Step/fork(_:)`` branches the workflow, as the steps are added.
    ///
    /// The default implementation does nothing.
    open func didFork() {}

    /// Called once per subscription that a step ended by throwing, with the error it threw.
    ///
    /// No step after the one that threw runs, and the branches still running beside it are cancelled. The default
    /// implementation does nothing.
    ///
    /// - Parameter error: The error the step threw.
    open func didReceiveError(_ error: any Error) {}
}

/// A value a task takes once, so that the task's closure does not hold it for as long as the task runs.
@MainActor
private final class Handoff<Value> {
    private var value: Value?

    init(_ value: Value) {
        self.value = value
    }

    func take() -> Value { value.take()! }
}
