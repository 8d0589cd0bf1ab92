import Foundation

extension SharedCreations {
    /// The creation a caller runs inside, as the thread-local or the task-local carries it.
    ///
    /// Both reach more than a factory waits for: a `Task.immediate` started in a synchronous factory runs on its
    /// thread, and an unstructured `Task` started in any factory copies its task-locals, and may run while the
    /// creation is in flight or after it has ended. So a context also names where its factory runs, and a caller
    /// counts as part of the creation only when it runs there too:
    ///
    ///     synchronous factory   the thread it runs on, which it occupies until it returns, and the task it runs
    ///                           in (or none), which a `Task.immediate` started on that thread does not share
    ///     async factory         a task executor preference that its own task and its structured child tasks
    ///                           (async let, task groups) inherit, and an unstructured Task does not
    struct Context: Sendable {
        /// The creation; its identifier is never reused, so a context that outlives its creation names no live one.
        let id: CreationID
        /// Where the creation's factory, and the work it waits for, runs.
        let execution: Execution

        /// Whether the calling thread or task is the factory's own, or a structured child task of it.
        var includesCaller: Bool {
            switch execution {
            case .thread(let thread, let task): thread == .current && task == TaskIdentity.current
            case .tasks(let marker): Execution.currentTaskPreference == marker
            }
        }
    }

    /// The context of the synchronous factory running on the current thread, kept in a thread-local.
    ///
    /// A synchronous factory occupies its thread until it returns, so the thread names it; binding the task-local
    /// that an async factory needs instead cost about 190 instructions more per creation (callgrind, graft-bench
    /// --only members: 45,420 instructions per component of ten members, 43,490 with the thread-local).
    enum ThreadContext {
        /// The thread-local's key; its value points at the context, which lives on the stack of ``withValue(_:_:)``.
        private static let key: pthread_key_t = {
            var key = pthread_key_t()
            guard pthread_key_create(&key, nil) == 0 else {
                fatalError("Graft: could not create a thread-local for shared creations; the process has no keys left.")
            }
            return key
        }()

        /// The context of the synchronous factory running on this thread, if any.
        static var current: Context? {
            pthread_getspecific(key).map { $0.load(as: Context.self) }
        }

        /// Runs `body` with `context` as this thread's, then restores the one before.
        ///
        /// - Parameters:
        ///   - context: The context of the factory that `body` runs.
        ///   - body: Runs the factory.
        /// - Returns: What `body` returns.
        /// - Throws: What `body` throws.
        static func withValue<Result, Failure: Error>(
            _ context: Context, _ body: () throws(Failure) -> Result
        ) throws(Failure) -> Result {
            let previous = pthread_getspecific(key)
            return try withUnsafePointer(to: context) { pointer throws(Failure) in
                pthread_setspecific(key, pointer)
                defer { pthread_setspecific(key, previous) }
                return try body()
            }
        }
    }

    /// Where a factory runs, as a caller can recognise it.
    enum Execution: Sendable {
        /// A synchronous factory's thread, and the task it runs in, if any.
        case thread(ThreadIdentity, task: TaskIdentity?)

        /// Where a synchronous factory that starts now on this thread runs.
        static var currentThread: Execution { .thread(.current, task: TaskIdentity.current) }
        /// An async factory's task executor preference, which marks its task and structured child tasks.
        case tasks(marking: UnownedTaskExecutor)

        /// The calling task's task executor preference, or `nil` on a plain thread or without one.
        static var currentTaskPreference: UnownedTaskExecutor? {
            withUnsafeCurrentTask { $0?.unownedTaskExecutor }
        }
    }

    /// A running thread's identity; two threads alive at the same time never share one.
    struct ThreadIdentity: Hashable, Sendable {
        let rawValue: UInt

        static var current: ThreadIdentity {
            #if canImport(Darwin)
            ThreadIdentity(rawValue: UInt(bitPattern: pthread_self()))
            #else
            ThreadIdentity(rawValue: UInt(pthread_self()))
            #endif
        }
    }

    /// A running task's identity; two tasks alive at the same time never share one.
    struct TaskIdentity: Hashable, Sendable {
        let rawValue: UInt

        /// The calling task's identity, or `nil` on a thread that runs no task.
        static var current: TaskIdentity? {
            // `UnsafeCurrentTask` is one reference to the task and is not `Sendable`; its bits name the task, and
            // zero names none. Read as bits, the optional is not copied through its value witnesses: that cost about
            // 230 instructions per creation (callgrind, graft-bench --only members: 56,180 instructions per component
            // of ten members, 53,890 read as bits).
            let bits = withUnsafeCurrentTask { unsafeBitCast($0, to: UInt.self) }
            return bits == 0 ? nil : TaskIdentity(rawValue: bits)
        }
    }

    /// The task executor an async factory runs under: it runs every job that leaves the caller's actor on the
    /// executor the caller preferred, or on the global concurrent executor, and exists so that its identity marks
    /// the creation's tasks.
    ///
    /// A task executor preference is the one mark Swift gives a task's structured child tasks and not the tasks it
    /// starts with `Task {}`. Its price: a call to another actor's method inside the factory hops to the executor
    /// and back, about 1 µs, where without a preference the thread runs the actor's method itself; and a factory
    /// called on an actor returns through that actor's queue once more (Docs/Performance.md, "Cold creation").
    final class CreationExecutor: TaskExecutor {
        /// The executor of every async factory whose caller had no preference; shared, since a caller inside a
        /// creation already runs under a marker, and a caller outside one has no creation to confuse it with.
        static let global = CreationExecutor(runningOn: globalConcurrentExecutor)

        /// The executor that runs the jobs.
        let target: any TaskExecutor

        init(runningOn target: any TaskExecutor) {
            self.target = target
        }

        func enqueue(_ job: consuming ExecutorJob) {
            target.enqueue(job)
        }

        /// The executor to prefer while an async factory runs, and the mark its context records.
        ///
        /// A caller inside a creation whose mark it carries keeps that mark: the new context tells the creations
        /// apart, and an unstructured task started in either carries no mark. A caller with a preference of its
        /// own gets a marker that runs jobs on the executor it preferred, where the platform can name that
        /// executor (Linux, and Apple platforms from the 26.4 releases), and on the global one elsewhere.
        ///
        /// - Parameter caller: The caller's context, if it has one.
        /// - Returns: The executor to prefer, or `nil` to keep the caller's, and the mark.
        static func preference(under caller: Context?) -> (prefer: CreationExecutor?, mark: UnownedTaskExecutor) {
            guard let current = Execution.currentTaskPreference else {
                return (global, global.asUnownedTaskExecutor())
            }
            if let caller, case .tasks(let marker) = caller.execution, marker == current { return (nil, current) }
            let marker = CreationExecutor(runningOn: executor(current) ?? globalConcurrentExecutor)
            return (marker, marker.asUnownedTaskExecutor())
        }

        /// The executor behind a task executor preference, where the platform can name it.
        private static func executor(_ preference: UnownedTaskExecutor) -> (any TaskExecutor)? {
            #if compiler(>=6.3)
            if #available(macOS 26.4, iOS 26.4, watchOS 26.4, tvOS 26.4, visionOS 26.4, *) {
                return preference.asTaskExecutor()
            }
            #endif
            return nil
        }
    }
}
