extension Task where Success == Void, Failure == Never {
    /// Ends this task with the active period of `interactor`: it is cancelled when the interactor is deactivated or
    /// released, and at once when the interactor is inactive now.
    ///
    /// It is RIBs' `disposeOnDeactivate(interactor:)`, for a task started elsewhere, such as a workflow's run:
    ///
    /// ```swift
    /// override func didBecomeActive() {
    ///     OpenProfileWorkflow().subscribe(self).cancelOnDeactivate(of: self)
    /// }
    /// ```
    ///
    /// While it runs, the task counts among the interactor's tasks, so ``Interactor/waitForTasks(timeout:)`` waits
    /// for it and names this call's file and line if it outlasts the wait.
    ///
    /// - Parameters:
    ///   - interactor: The interactor whose deactivation ends the task.
    ///   - fileID: The file of the call.
    ///   - line: The line of the call.
    /// - Returns: This task, to await or to cancel earlier.
    @MainActor
    @discardableResult
    public func cancelOnDeactivate(
        of interactor: Interactor, fileID: String = #fileID, line: Int = #line
    ) -> Task<Void, Never> {
        interactor.bind(self, origin: "\(fileID):\(line)")
        return self
    }
}
