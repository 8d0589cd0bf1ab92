extension Interactor {
    /// Starts work that lasts at most until the interactor is deactivated.
    ///
    /// The operation runs on the main actor, like the interactor, so it may read and change the interactor's state
    /// between its suspension points. Deactivating or releasing the interactor cancels the task; starting one while
    /// the interactor is inactive returns a task that is already cancelled. Cancellation is cooperative, as always:
    /// the operation stops at its next check, such as `Task.sleep` or `Task.checkCancellation()`.
    ///
    /// ```swift
    /// override func didBecomeActive() {
    ///     task {
    ///         for await profile in self.profileService.updates {
    ///             self.presenter.show(profile)
    ///         }
    ///     }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - priority: The task's priority, or `nil` for the caller's.
    ///   - operation: The work; it should handle its own errors and stop when cancelled.
    /// - Returns: The task, to await or cancel earlier; ignore it when the active period is the only bound.
    @discardableResult
    public final func task(
        priority: TaskPriority? = nil,
        _ operation: sending @escaping @MainActor () async -> Void
    ) -> Task<Void, Never> {
        guard isActive else {
            let task = Task(priority: priority, operation: operation)
            task.cancel()
            return task
        }
        let boundTasks = self.boundTasks
        let id = boundTasks.makeID()
        // Weakly, so that the set is released with the interactor, which cancels the tasks still running.
        let task = Task(priority: priority) { [weak boundTasks] in
            await operation()
            boundTasks?.remove(id: id)
        }
        // The task cannot finish before this insert: it runs on the main actor, which this method holds.
        boundTasks.insert(task, id: id)
        return task
    }

    /// Cancels `task` when the interactor is deactivated or released, at once when it is inactive.
    ///
    /// - Parameter task: A task started elsewhere, such as a workflow's run.
    func bind(_ task: Task<Void, Never>) {
        guard isActive else {
            task.cancel()
            return
        }
        let boundTasks = self.boundTasks
        let id = boundTasks.makeID()
        // The task runs elsewhere, so a second one, which is what waitForTasks() awaits, forgets it when it ends.
        let watcher = Task { [weak boundTasks] in
            await task.value
            boundTasks?.remove(id: id)
        }
        // Cancelled at once, not when the watcher next runs, so that no step starts after the deactivation.
        boundTasks.insert(watcher, id: id, cancel: task.cancel)
    }

    /// The tasks bound to the interactor's active period, made on first use.
    private var boundTasks: BoundTasks {
        let followers = self.followers
        if let boundTasks = followers.boundTasks { return boundTasks }
        let made = BoundTasks()
        followers.boundTasks = made
        return made
    }

    /// Returns when no task started with ``task(priority:_:)``, or bound with `cancelOnDeactivate(of:)`, is running,
    /// including tasks started while it waits.
    ///
    /// A feature test calls it after driving the feature, to see what the interactor's tasks have done, without
    /// exposing them or polling. It awaits each task in turn, so it returns as soon as the last one ends, at once
    /// when none is running. A task that never ends, such as a loop over an endless stream, keeps it waiting until
    /// the interactor is deactivated, which cancels the task.
    ///
    /// ```swift
    /// host.attach(profileRouter)
    /// await profileRouter.interactor.waitForTasks()
    /// #expect(viewController.shownName == "Ada")
    /// ```
    public final func waitForTasks() async {
        while let running = existingFollowers?.boundTasks?.anyRunning() {
            await running.value
        }
    }
}
