/// One step of a ``Workflow``: its result is an actionable item and a value, which the next step takes.
///
/// ``Workflow/onStep(_:)`` makes the first step, ``onStep(_:)`` each one after it, and ``commit()`` ends the chain:
///
/// ```swift
/// workflow
///     .onStep { (root: RootActionableItem) in
///         try await root.waitForSignIn()
///     }
///     .onStep { (loggedIn: LoggedInActionableItem, _) in
///         try await loggedIn.showLandmark(id: id)
///     }
///     .commit()
/// ```
///
/// The generic parameters are RIBs': `WorkflowActionableItemType` is the workflow's root actionable item,
/// `ActionableItemType` and `ValueType` the result of this step.
@MainActor
public final class Step<WorkflowActionableItemType, ActionableItemType, ValueType> {
    private let workflow: Workflow<WorkflowActionableItemType>
    private let node: StepNode<ActionableItemType, ValueType>

    init(workflow: Workflow<WorkflowActionableItemType>, node: StepNode<ActionableItemType, ValueType>) {
        self.workflow = workflow
        self.node = node
    }

    /// Adds the step that runs after this one, on its result.
    ///
    /// - Parameter onStep: The step: it takes this step's actionable item and value and returns, when the next
    ///   feature is ready, that feature's actionable item and a value. It may throw to end the workflow.
    /// - Returns: The new step, to add the next one to or to ``commit()``.
    @discardableResult
    public func onStep<NextActionableItemType, NextValueType>(
        _ onStep:
            @escaping @MainActor (ActionableItemType, ValueType) async throws -> (
                NextActionableItemType, NextValueType
            )
    ) -> Step<WorkflowActionableItemType, NextActionableItemType, NextValueType> {
        Step<WorkflowActionableItemType, NextActionableItemType, NextValueType>(
            workflow: workflow, node: node.addBranch(onStep))
    }

    /// Ends the chain of steps, so that it runs when the workflow is subscribed.
    ///
    /// A chain that is never committed never runs, nor do the steps before it unless another committed chain
    /// shares them.
    ///
    /// - Returns: The workflow, to subscribe.
    @discardableResult
    public func commit() -> Workflow<WorkflowActionableItemType> {
        node.isCommitted = true
        return workflow
    }

    /// Branches the workflow at this step: the returned step starts a second chain from this step's result.
    ///
    /// The steps up to here run once per subscription; then this chain and the fork's run side by side, each
    /// committed on its own. The first step of either to throw ends the run in ``Workflow/didReceiveError(_:)`` and
    /// cancels the other; ``Workflow/didComplete()`` follows only when both have finished. Fork before subscribing:
    /// a fork added during a run takes part in the next one.
    ///
    /// ```swift
    /// let signedIn = workflow.onStep { root in try await root.waitForSignIn() }
    /// signedIn.onStep { loggedIn, _ in await loggedIn.showFavourites() }.commit()
    /// signedIn.fork(workflow).onStep { loggedIn, _ in await loggedIn.syncFavourites() }.commit()
    /// ```
    ///
    /// - Parameter workflow: The workflow this step belongs to, as RIBs' `fork(_:)` takes it; another workflow stops
    ///   the program.
    /// - Returns: A step with this step's result, to add the branch's steps to.
    public func fork(
        _ workflow: Workflow<WorkflowActionableItemType>
    ) -> Step<WorkflowActionableItemType, ActionableItemType, ValueType> {
        guard workflow === self.workflow else {
            fatalError(
                "Step<\(WorkflowActionableItemType.self), \(ActionableItemType.self), \(ValueType.self)>.fork(_:): "
                    + "\(type(of: workflow)) is not the workflow this step belongs to (\(type(of: self.workflow))); "
                    + "pass the step's own workflow")
        }
        workflow.didFork()
        return Step(workflow: workflow, node: node)
    }
}
