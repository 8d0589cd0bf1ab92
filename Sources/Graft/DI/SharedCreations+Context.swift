import Foundation
import GraftThreadLocal

extension SharedCreations {
    /// The creation an async factory runs, as the task-local carries it.
    ///
    /// A task-local reaches more than the factory waits for: an unstructured `Task` started in the factory copies
    /// it, and may run while the creation is in flight or after it has ended. So a context also names a task
    /// executor preference that the factory's own task and its structured child tasks (async let, task groups)
    /// inherit and an unstructured `Task` does not, and a caller counts as part of the creation only when it runs
    /// under that preference too.
    struct Context: Sendable {
        /// The creation; its identifier is never reused, so a context that outlives its creation names no live one.
        let id: CreationID
        /// The task executor preference of the factory's task and its structured child tasks.
        let marker: UnownedTaskExecutor

        /// Whether the calling task is the factory's own, or a structured child task of it.
        var includesCaller: Bool { Self.currentTaskPreference == marker }

        /// The calling task's task executor preference, or `nil` on a plain thread or without one.
        static var currentTaskPreference: UnownedTaskExecutor? {
            withUnsafeCurrentTask { $0?.unownedTaskExecutor }
        }
    }

    /// The synchronous factory running on the current thread, kept in a C thread-local (`GraftThreadLocal`).
    ///
    /// A synchronous factory occupies its thread until it returns, so the thread names it, with the task it runs in
    /// (or none): a `Task.immediate` that the factory starts runs on its thread too, in a task of its own, and is
    /// not part of the creation. The record is a C thread-local read and written in place, and the task is the
    /// runtime's current task read directly: a pthread key holding the address of a context on the stack, with
    /// `withUnsafeCurrentTask` (which retains the task) for the task, cost about 375 instructions more per creation
    /// (callgrind, graft-bench --only members: 23,828 instructions per component of ten members, and 20,064 with
    /// the C thread-local). A task-local, which an async factory needs, would cost more still.
    enum ThreadCreation {
        /// The creation of the synchronous factory running on this thread, when the caller is that factory (or
        /// code it calls) rather than a task started on its thread.
        static var includingCaller: CreationID? {
            let creation = graft_currentThreadCreation()
            guard creation.serial != 0, creation.task == graft_currentTask() else { return nil }
            return CreationID(index: creation.place, serial: creation.serial)
        }

        /// Runs `body` as the creation `id`'s factory on this thread, then restores the creation it ran inside.
        ///
        /// - Parameters:
        ///   - id: The creation whose factory `body` runs.
        ///   - body: Runs the factory.
        /// - Returns: What `body` returns.
        /// - Throws: What `body` throws.
        @inline(__always)
        static func withCreation<Result, Failure: Error>(
            _ id: CreationID, _ body: () throws(Failure) -> Result
        ) throws(Failure) -> Result {
            let previous = enter(id)
            defer { leave(restoring: previous) }
            return try body()
        }

        /// Marks this thread as running the creation `id`'s factory, until ``leave(restoring:)``.
        ///
        /// - Parameter id: The creation whose factory the thread runs now.
        /// - Returns: The creation the thread ran before, which `leave(restoring:)` restores.
        @inline(__always)
        static func enter(_ id: CreationID) -> GraftThreadCreation {
            graft_exchangeThreadCreation(
                GraftThreadCreation(place: id.index, serial: id.serial, task: graft_currentTask()))
        }

        /// Ends what ``enter(_:)`` began: the thread runs the creation it ran before.
        ///
        /// - Parameter previous: What `enter(_:)` returned.
        @inline(__always)
        static func leave(restoring previous: GraftThreadCreation) {
            graft_exchangeThreadCreation(previous)
        }
    }

    /// A running thread's identity; two threads alive at the same time never share one.
    ///
    /// The address of the thread's own record of its synchronous creation (the thread-local behind
    /// ``ThreadCreation``), which takes no call where Graft is linked statically, as SwiftPM links it: with
    /// `pthread_self()`, a call each creation makes, a component of ten members took 9,697 instructions instead of
    /// 9,647 (callgrind, graft-bench --only members).
    struct ThreadIdentity: Hashable, Sendable {
        let rawValue: UInt

        static var current: ThreadIdentity {
            @inline(__always) get { ThreadIdentity(rawValue: UInt(graft_currentThread())) }
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
            guard let current = Context.currentTaskPreference else {
                return (global, global.asUnownedTaskExecutor())
            }
            if let caller, caller.marker == current { return (nil, current) }
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
