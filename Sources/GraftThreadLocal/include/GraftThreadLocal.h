#ifndef GRAFT_THREAD_LOCAL_H
#define GRAFT_THREAD_LOCAL_H

#include <stdint.h>

/// The synchronous `shared` factory running on a thread, as Graft's creation registry names it.
///
/// A plain C thread-local, since Swift cannot declare one: reading and setting it are single loads and stores,
/// where a pthread key costs a call each and a task-local much more.
typedef struct GraftThreadCreation {
    /// The creation's place in the registry.
    intptr_t place;
    /// The creation's serial number; zero when no synchronous factory runs on the thread.
    uint64_t serial;
    /// The task the factory runs in, as ``graft_currentTask()`` returns it; zero when it runs in none.
    uintptr_t task;
} GraftThreadCreation;

/// The calling thread's record; defined in GraftThreadLocal.c.
extern _Thread_local GraftThreadCreation graft_threadCreation;

/// The synchronous factory running on the calling thread; its serial is zero when there is none.
static inline GraftThreadCreation graft_currentThreadCreation(void) {
    return graft_threadCreation;
}

/// Makes `creation` the calling thread's, and returns the one it replaces.
static inline GraftThreadCreation graft_exchangeThreadCreation(GraftThreadCreation creation) {
    GraftThreadCreation previous = graft_threadCreation;
    graft_threadCreation = creation;
    return previous;
}

/// An identity of the calling thread: the address of its record, which no other thread alive at the same time
/// has.
static inline uintptr_t graft_currentThread(void) {
    return (uintptr_t)&graft_threadCreation;
}

/// The Swift runtime's entry point that `withUnsafeCurrentTask` calls: the task running on this thread, unretained.
/// Swift reserves the name, so only C can declare it.
extern void *_Nullable swift_task_getCurrent(void) __attribute__((swiftcall));

/// The address of the task running on the calling thread, or zero on a thread that runs none.
static inline uintptr_t graft_currentTask(void) {
    return (uintptr_t)swift_task_getCurrent();
}

#endif
