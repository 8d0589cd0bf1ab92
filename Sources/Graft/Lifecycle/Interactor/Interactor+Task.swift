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
    ///   - fileID: The file of the call, which ``waitForTasks(timeout:)`` names while the task runs.
    ///   - line: The line of the call.
    ///   - operation: The work; it should handle its own errors and stop when cancelled.
    /// - Returns: The task, to await or cancel earlier; ignore it when the active period is the only bound.
    @discardableResult
    public final func task(
        priority: TaskPriority? = nil,
        fileID: String = #fileID,
        line: Int = #line,
        _ operation: sending @escaping @MainActor () async -> Void
    ) -> Task<Void, Never> {
        guard isActive else {
            let task = Task(priority: priority, operation: operation)
            task.cancel()
            return task
        }
        let boundTasks = self.boundTasks
        let id = boundTasks.makeID()
        let owner = boundTasks.owner
        // Weakly, so that the set is released with the interactor, which cancels the tasks still running.
        let task = Task(priority: priority) { [weak boundTasks] in
            await BoundTasks.$currentOwner.withValue(owner) {
                await operation()
            }
            boundTasks?.remove(id: id)
        }
        // The task cannot finish before this insert: it runs on the main actor, which this method holds.
        boundTasks.insert(task, id: id, origin: "\(fileID):\(line)")
        // The followers are kept as bits (ReferenceWithFlags): without this, a release of the interactor just after
        // this call may run its deinit, which cancels the tasks, before the task is inserted.
        keepAlive(self)
        return task
    }

    /// Cancels `task` when the interactor is deactivated or released, at once when it is inactive.
    func bind(_ task: Task<Void, Never>, origin: String) {
        guard isActive else {
            task.cancel()
            return
        }
        let boundTasks = self.boundTasks
        let id = boundTasks.makeID()
        // What waitForTasks(timeout:) awaits: it forgets the task when it ends.
        let watcher = Task { [weak boundTasks] in
            await task.value
            boundTasks?.remove(id: id)
        }
        // Cancelled at once, not when the watcher next runs, so that no step starts after the deactivation.
        boundTasks.insert(watcher, id: id, origin: origin, cancel: task.cancel)
        keepAlive(self)
    }

    /// Made on first use.
    private var boundTasks: BoundTasks {
        let followers = self.followers
        if let boundTasks = followers.boundTasks { return boundTasks }
        let made = BoundTasks()
        followers.boundTasks = made
        return made
    }

    /// Returns when no task started with ``task(priority:fileID:line:_:)``, or bound with
    /// `cancelOnDeactivate(of:fileID:line:)`, is running, including tasks started while it waits, or throws when
    /// some still run after `timeout`.
    ///
    /// A feature test calls it after driving the feature, to see what the interactor's tasks have done:
    ///
    /// ```swift
    /// host.attachChild(profileRouter)
    /// try await profileRouter.interactor.waitForTasks()
    /// #expect(viewController.shownName == "Ada")
    /// ```
    ///
    /// A task that never ends on its own, such as a loop over an endless stream, ends only when the interactor is
    /// deactivated; a wait for it throws once `timeout` has passed, so the test fails rather than hangs. The limit
    /// counts only time in which the main actor, where the tasks run, gets turns, so a busy machine does not use it
    /// up.
    ///
    /// Waiting from one of the interactor's own tasks would wait for itself: the program stops.
    ///
    /// - Parameter timeout: How long to wait.
    /// - Throws: ``TasksStillRunningError`` when tasks still run after `timeout`.
    public final func waitForTasks(timeout: Duration = .seconds(10)) async throws(TasksStillRunningError) {
        guard let boundTasks = existingFollowers?.boundTasks else { return }
        if BoundTasks.currentOwner == boundTasks.owner {
            fatalError(
                "Graft: \(type(of: self)).waitForTasks() was called from a task that \(type(of: self)) started "
                    + "with task {}, so it would wait for itself forever. Call it from the test, outside the "
                    + "interactor's tasks; inside a task, await the work itself.")
        }
        if await boundTasks.waitUntilNoneRunning(timeout: timeout) { return }
        let origins = boundTasks.runningOrigins()
        guard !origins.isEmpty else { return }
        throw TasksStillRunningError(
            interactorTypeName: String(describing: type(of: self)), taskOrigins: origins, timeout: timeout)
    }
}
