import Dispatch
import Foundation
import Synchronization

/// The `shared` instances being created right now, in every component, and who is waiting for them.
///
/// This is the slow path: it runs on a first access only. One lock guards the bookkeeping, never a factory, so a
/// factory may read other `shared` members freely.
///
/// A second caller finds an unkeyed creation in flight by the claim the creation made on the slot of its component's
/// table where its instance goes, which the search for the instance meets anyway (see
/// ``SharedStorage/search(forUnkeyed:member:learning:of:)``), and a keyed one by the claim it made on its key's slot in
/// its call site's table, which that table's search for the key meets (see ``KeyedSharedValues``).
///
/// Each creation records the creation it runs inside (its parent), and each creation that is waited for records the
/// callers waiting for it, with the creations they run inside. A first access that would wait on a creation which,
/// through those edges, cannot end before the waiter does is a dependency cycle: it stops the program with the
/// cycle's members instead of deadlocking.
///
///     waiter ──waits for──▶ target ──started──▶ child ──waits for──▶ … ──▶ waiter   (a cycle)
///
/// The creation a caller runs inside is found through a thread-local while a synchronous factory runs, and a
/// task-local while an async one does. Code the factory does not wait for may see either, and may outlive the
/// creation: a `Task.immediate` runs on the factory's thread, and an unstructured `Task` copies task-locals. So a
/// context names its creation by an identifier that is never reused, and where its factory runs (the task on the
/// thread, see ``ThreadCreation``, or a task executor preference that only structured child tasks inherit, see
/// ``Context``). A context whose creation has ended, or whose task or preference the caller does not share, is
/// ignored: that caller waits like any other, outside every creation.
@usableFromInline
enum SharedCreations {
    /// The creation whose async factory is running in the current task, if any.
    @TaskLocal static var innermost: Context?

    /// The async factories running now, in every component.
    ///
    /// While there are none, a task-local context can only name a creation that has ended, so a caller skips reading
    /// it: the read cost about 95 instructions per creation (callgrind, graft-bench --only members: 43,490
    /// instructions per component of ten members, 42,540 without). An async factory is counted before it starts, so
    /// its own reads, and its structured child tasks', see the count.
    private static let asyncFactoriesRunning = Atomic<Int>(0)

    /// Counts an async factory that starts or has returned.
    static func countAsyncFactory(starting: Bool) {
        asyncFactoriesRunning.add(starting ? 1 : -1, ordering: .relaxed)
    }

    /// The creation the caller runs inside, if any: the synchronous factory running on this thread, or else the
    /// async factory whose task, or structured child task, this is.
    ///
    /// Inlined into `begin`: called, it cost a creation about 18 instructions (callgrind, graft-bench --only members:
    /// 11,851 instructions per component of ten members, 11,671 inlined).
    static var callerCreation: CreationID? {
        @inline(__always) get {
            if let id = ThreadCreation.includingCaller { return id }
            guard asyncFactoriesRunning.load(ordering: .relaxed) > 0 else { return nil }
            return innermost.flatMap { $0.includesCaller ? $0.id : nil }
        }
    }

    private static let registry = Locked(Registry())

    /// What a first access should do next.
    enum Step {
        /// The value exists now: read it.
        case found
        /// Run the factory; this caller owns the creation with this identifier, and the claim that ends it: for an
        /// unkeyed key the slot it claimed, for a keyed one its call site's table, where it claimed its key's slot.
        case create(CreationID, claim: Claim)
        /// Another caller is creating the value: wait for it, then look again. `waiter` is the creation this
        /// caller runs inside, which now waits for `target`.
        case wait(target: CreationID, waiter: CreationID?)
    }

    /// Where a creation has claimed the place its instance goes, which a second caller's search meets.
    enum Claim {
        /// An unkeyed creation's slot in its component's table.
        case slot(SharedStorage.Slot)
        /// A keyed creation's call site's table, which holds a claim on the slot of the creation's key.
        case keyed(Unmanaged<KeyedSharedEntry>)

        /// The slot of an unkeyed creation, which claims one.
        var unkeyedSlot: SharedStorage.Slot {
            guard case .slot(let slot) = self else {
                fatalError("Graft: internal error: an unkeyed creation claimed a keyed call site's table.")
            }
            return slot
        }
    }

    /// Decides, under the lock, whether the caller reads, creates or waits.
    ///
    /// - Parameters:
    ///   - key: The instance's key.
    ///   - explicitKey: The key passed to `shared(key:)`, if any.
    ///   - storage: The component's storage.
    ///   - owner: The component, for its identity and, in messages, its type.
    ///   - member: The member whose getter called `shared`, for messages.
    ///   - thread: The caller's thread when its factory would be synchronous, so occupy it.
    /// - Returns: The next step.
    static func begin(
        _ key: SharedKey, explicitKey: ExplicitKey?, in storage: borrowing SharedStorage,
        owner: AnyObject,
        member: StaticString,
        thread: ThreadIdentity? = nil
    ) -> Step {
        let caller = callerCreation
        let outcome = registry.withLock { registry -> Result<Step, CycleError> in
            // A context whose creation has ended names no live one: the caller is outside any creation.
            let waiter = caller.flatMap { registry.creations.contains($0) ? $0 : nil }
            let creationKey = CreationKey(owner: ObjectIdentifier(owner), key: key, explicitKey: explicitKey)
            let make = { (id: CreationID, key: CreationKey) in
                Creation(
                    id: id, key: key, componentType: type(of: owner), member: member, parent: waiter, thread: thread)
            }
            guard let explicitKey else {
                // The component's table finds the instance or the creation in flight, by the claim each creation
                // makes on the slot its instance goes in.
                switch storage.search(
                    forUnkeyed: key, member: member, learning: &registry.learnedTableCapacities, of: type(of: owner))
                {
                case .published:
                    return .success(.found)
                case .inFlight(let claimant):
                    return registry.wait(for: claimant, inside: waiter)
                case .vacant(let slot):
                    let created = registry.creations.inserted(for: creationKey, make)
                    slot.claim(for: key, by: created)
                    return .success(.create(created, claim: .slot(slot)))
                }
            }
            // A keyed creation claims its key's slot in its call site's table, where the instance goes.
            let table = storage.keyedTable(
                for: key, valuesType: explicitKey.valuesType, member: member,
                learning: &registry.learnedTableCapacities, of: type(of: owner))
            let search = table._withUnsafeGuaranteedRef {
                $0.claimUnlessFound(explicitKey, hash: key.explicitKeyHash, for: registry.creations.nextPlace) {
                    registry.creations.explicitKeyAddress(at: $0)
                }
            }
            switch search {
            case .published:
                return .success(.found)
            case .inFlight(let place):
                return registry.wait(for: registry.creations.id(at: place), inside: waiter)
            case .claimed:
                return .success(.create(registry.creations.inserted(for: creationKey, make), claim: .keyed(table)))
            }
        }
        switch outcome {
        case .success(let step): return step
        case .failure(let cycle): fatalError(cycle.description)
        }
    }

    /// Reads a component's entries under the lock that every insertion holds.
    ///
    /// - Parameter storage: The component's storage.
    /// - Returns: The instances created so far, in creation order but that a keyed call site's are listed together.
    static func entries(in storage: borrowing SharedStorage) -> [SharedStorage.ListedEntry] {
        registry.withLock { _ in storage.entries }
    }

    /// Blocks the calling thread until a creation has ended; returns at once when it already has.
    ///
    /// - Parameter target: The creation to wait for.
    static func wait(for target: CreationID) {
        let finished = registry.withLock { registry -> Result<DispatchGroup, OwnThreadWait>? in
            guard let creation = registry.creations[target] else { return nil }
            // Outside the creation (or begin would have named a cycle), yet on its factory's thread: work the
            // factory started there and does not wait for, such as a `Task.immediate` before it suspends.
            if let thread = creation.thread, thread == .current {
                return .failure(OwnThreadWait(member: creation.name))
            }
            return .success(registry.creations.waits(of: target).makeFinishedGroup())
        }
        switch finished {
        case .success(let group): group.wait()
        case .failure(let wait): fatalError(wait.description)
        case nil: break
        }
    }

    /// Waits for a creation to end without blocking a thread.
    ///
    /// - Parameters:
    ///   - target: The creation to wait for.
    ///   - cancellable: Whether the caller's cancellation ends the wait at once, with a `CancellationError`; when
    ///     not, a cancelled caller waits on, since it has nothing else to return.
    /// - Returns: The factory's error, `nil` when it succeeded, or a `CancellationError` when the wait was cancelled.
    static func awaitEnd(of target: CreationID, cancellable: Bool) async -> (any Error)? {
        guard cancellable else {
            return await withCheckedContinuation { register($0, waitingFor: target, cancellable: false) }
        }
        let token = Locked<UInt64?>(nil)
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                token.withLock { $0 = register(continuation, waitingFor: target, cancellable: true) }
            }
        } onCancel: {
            // Runs before the registration when the task is already cancelled; the registration checks then.
            if let token = token.withLock({ $0 }) { cancelWait(token, for: target) }
        }
    }

    /// Adds an async waiter to a creation, or resumes it at once when the creation has already ended.
    ///
    /// - Returns: The waiter's token, for ``cancelWait(_:for:)``.
    @discardableResult
    private static func register(
        _ continuation: CheckedContinuation<(any Error)?, Never>, waitingFor target: CreationID, cancellable: Bool
    ) -> UInt64? {
        let token = registry.withLock { registry -> UInt64? in
            guard registry.creations.contains(target) else { return nil }
            let token = registry.nextToken
            registry.nextToken += 1
            registry.creations.waits(of: target).asyncWaiters.append((token, continuation))
            return token
        }
        guard let token else {
            continuation.resume(returning: nil)
            return nil
        }
        if cancellable && Task.isCancelled { cancelWait(token, for: target) }
        return token
    }

    /// Resumes a waiter with a `CancellationError`, unless the creation has ended and resumed it already.
    private static func cancelWait(_ token: UInt64, for target: CreationID) {
        let continuation = registry.withLock { registry -> CheckedContinuation<(any Error)?, Never>? in
            guard let waits = registry.creations[target]?.waits,
                let index = waits.asyncWaiters.firstIndex(where: { $0.token == token })
            else { return nil }
            return waits.asyncWaiters.remove(at: index).continuation
        }
        continuation?.resume(returning: CancellationError())
    }

    /// Removes the wait edge that ``begin(_:explicitKey:in:owner:member:)`` added for `waiter`.
    ///
    /// - Parameters:
    ///   - waiter: The creation that waited, as the `wait` step named it.
    ///   - target: The creation it waited for.
    static func endWait(of waiter: CreationID?, for target: CreationID) {
        registry.withLock { registry in
            registry.creations[target]?.waits?.removeWaiter(inside: waiter)
        }
    }

    /// The callers waiting, right now, for creations in flight on one component.
    ///
    /// - Parameter owner: The component.
    /// - Returns: The number of waiting callers.
    static func waiterCount(on owner: AnyObject) -> Int {
        let owner = ObjectIdentifier(owner)
        return registry.withLock { registry in
            registry.creations.inFlight.reduce(0) { $0 + ($1.key.owner == owner ? $1.waits?.waiterCount ?? 0 : 0) }
        }
    }

    /// Ends an unkeyed creation: publishes its instance (when it succeeded) and wakes every waiter.
    ///
    /// - Parameters:
    ///   - id: The creation.
    ///   - claimedSlot: The slot the creation claimed, as `begin` gave it.
    ///   - instance: The new instance, or `nil` when the factory threw.
    ///   - storage: The component's storage.
    ///   - error: The factory's error, passed to async waiters.
    /// - Returns: The address of the new instance, or `nil` when there is none.
    @discardableResult
    static func end(
        _ id: CreationID, claimedSlot: SharedStorage.Slot, publishing instance: SharedStorage.NewInstance?,
        in storage: borrowing SharedStorage, error: (any Error)?
    ) -> SharedStorage.ValueAddress? {
        let (address, waits) = registry.withLock { registry -> (SharedStorage.ValueAddress?, Waits?) in
            let address = storage.endClaim(
                publishing: instance, by: id, at: claimedSlot, for: registry.creations.keyAndComponentType(of: id).key)
            return (address, registry.creations.remove(id))
        }
        if let waits { wake(waits, error: error) }
        return address
    }

    /// Ends a keyed creation: publishes its instance in its call site's table (when it succeeded) and wakes every
    /// waiter.
    ///
    /// - Parameters:
    ///   - id: The creation.
    ///   - table: The call site's table, which holds the creation's claim.
    ///   - hash: The key's hash, as ``SharedKey/explicitKeyHash`` holds it.
    ///   - instance: The key and the new instance, or `nil` when the factory threw.
    ///   - error: The factory's error, passed to async waiters.
    /// - Returns: The address of the new instance, or `nil` when there is none.
    @discardableResult
    static func end(
        _ id: CreationID, claimedIn table: Unmanaged<KeyedSharedEntry>, hash: Int,
        publishing instance: (key: UnsafeRawPointer, value: UnsafeRawPointer)?, error: (any Error)?
    ) -> SharedStorage.ValueAddress? {
        let (address, waits) = registry.withLock { registry -> (SharedStorage.ValueAddress?, Waits?) in
            let address = table._withUnsafeGuaranteedRef { table in
                guard let instance else {
                    table.abandonClaim(of: id.index, hash: hash)
                    return SharedStorage.ValueAddress?.none
                }
                return table.publishClaim(of: id.index, hash: hash, key: instance.key, value: instance.value)
            }
            return (address, registry.creations.remove(id))
        }
        if let waits { wake(waits, error: error) }
        return address
    }

    /// Wakes the callers waiting for a creation that has ended.
    ///
    /// Out of line: inlined into each creation, the loop over the async waiters made every creation look up the
    /// metadata of their array's element type, waited for or not (callgrind: 14,395 instructions per component of ten
    /// members, 14,152 out of line, graft-bench --only members; 395,663 and 352,836 to build and read the random
    /// graph of 200 members, --only graph).
    @inline(never)
    private static func wake(_ waits: Waits, error: (any Error)?) {
        // The creation has left the registry, so no one else reaches its waits now.
        waits.finished?.leave()
        for waiter in waits.asyncWaiters {
            waiter.continuation.resume(returning: error)
        }
    }
}

extension SharedCreations {
    /// A creation's component, call site and explicit key.
    ///
    /// The explicit key is borrowed from the frame that reads it, which lasts as long as the creation does, so a key,
    /// and a creation that holds one, copy and destroy as plain words.
    struct CreationKey: Sendable {
        let owner: ObjectIdentifier
        let key: SharedKey
        /// The key passed to `shared(key:)`, if any; valid while the creation lasts.
        let explicitKey: ExplicitKey?
    }

    /// A key passed to `shared(key:)`, borrowed from the frame of the read that creates its instance, with the type
    /// of its call site's table, `KeyedSharedValues<Value, Key>`, which compares, copies and frees it typed.
    ///
    /// Borrowed rather than boxed: a box cost a keyed creation an allocation and its release, and comparing the
    /// boxed existential opened it, about 200 instructions in all (callgrind, graft-bench --only keyed: 820
    /// instructions per `Int`-keyed creation boxed, 625 borrowed; 1,000 and 793 with `String` keys). The table's
    /// type is named where the read is specialised for both types: named in the unspecialised code that creations
    /// run, its metadata was looked up at run time, about 85 instructions per keyed creation.
    ///
    /// `@unchecked Sendable`: it points into the reading frame, which outlives every use, since the registry reads
    /// it only under its lock while the creation is in flight, and the creation ends before that frame returns.
    @usableFromInline
    struct ExplicitKey: @unchecked Sendable {
        /// The key, a `Key`.
        @usableFromInline let address: UnsafeRawPointer
        /// The table of the key's call site, `KeyedSharedValues<Value, Key>`.
        @usableFromInline let valuesType: KeyedSharedEntry.Type

        /// Borrows the key at `address`, the key of a `shared(key:)` call whose value is a `Value`.
        @inlinable
        init<Value: Sendable, Key: Hashable & Sendable>(_ address: UnsafePointer<Key>, for valueType: Value.Type) {
            self.address = UnsafeRawPointer(address)
            valuesType = KeyedSharedValues<Value, Key>.self
        }

        /// Copies `key` to memory of its own, for a creation that a borrow cannot span; ``deallocateCopy()`` frees it.
        @inlinable
        init<Value: Sendable, Key: Hashable & Sendable>(copying key: Key, for valueType: Value.Type) {
            let copy = UnsafeMutablePointer<Key>.allocate(capacity: 1)
            copy.initialize(to: key)
            self.init(copy, for: Value.self)
        }

        /// Destroys and frees the copy that ``init(copying:for:)`` made.
        @usableFromInline
        func deallocateCopy() {
            valuesType.deallocateKey(at: address)
        }

        /// A copy of the key, for a message formatted once the registry's lock is released: formatting runs the key's
        /// own description, which must not run under the lock.
        var copiedValue: any Hashable & Sendable { valuesType.copyOfKey(at: address) }
    }

    /// A member on a cycle; its text is formatted only when a cycle is reported, not on every creation.
    struct MemberName: Sendable {
        let component: Any.Type
        let member: StaticString
        /// The key of a keyed member, copied.
        let key: (any Hashable & Sendable)?

        var componentName: String { String(describing: component) }
        /// The member as `#function` spells it, then the key's value for a keyed member: `item(id:) [3]`.
        var memberName: String {
            guard let key else { return "\(member)" }
            return "\(member) [\(String(reflecting: key))]"
        }
    }

    /// A creation in flight, as its context, its waiters and the creations it waits on name it.
    struct CreationID: Hashable, Comparable, Sendable {
        /// Where the creation sits in the registry's array, which reuses the places of creations that ended.
        let index: Int
        /// The creation's number, in the order creations began; never reused, so an identifier that outlives its
        /// creation names no creation in flight, even once another sits in its place.
        let serial: UInt64

        static func < (lhs: Self, rhs: Self) -> Bool { lhs.serial < rhs.serial }
    }

    /// A creation in flight: plain words, copied and destroyed without reference counting, since its explicit key is
    /// borrowed and the registry retains its waits while it holds it.
    ///
    /// With the two references held strong, each copy and removal of a creation went through its value witnesses:
    /// 25,693 instructions per component of ten members instead of 24,152 (callgrind, graft-bench --only members).
    struct Creation: Sendable {
        /// Its serial is zero once the creation has ended, which marks its place in the registry free.
        fileprivate(set) var id: CreationID
        let key: CreationKey
        /// The component's type, for messages.
        let componentType: AnyObject.Type
        /// The member whose getter called `shared`, for messages.
        let member: StaticString
        /// The creation whose factory started this one, if any: it cannot end before this one does.
        let parent: CreationID?
        /// The thread a synchronous factory runs on; `nil` for an async factory, which moves between threads.
        let thread: ThreadIdentity?
        /// The callers that wait on it, made on first use, and retained once.
        ///
        /// Most creations have none. Held inline, they made every copy and removal of a creation go through value
        /// witnesses: 53,890 instructions per component of ten members instead of 52,260 (callgrind, graft-bench
        /// --only members).
        private var waitsReference: Unmanaged<Waits>?

        /// The creation's waits, if any were made.
        var waits: Waits? { waitsReference?.takeUnretainedValue() }

        init(
            id: CreationID, key: CreationKey, componentType: AnyObject.Type, member: StaticString, parent: CreationID?,
            thread: ThreadIdentity?
        ) {
            self.id = id
            self.key = key
            self.componentType = componentType
            self.member = member
            self.parent = parent
            self.thread = thread
        }

        /// The member as a message names it; made only for a message, under the registry's lock, while the
        /// creation's explicit key is still borrowed.
        var name: MemberName {
            MemberName(component: componentType, member: member, key: key.explicitKey?.copiedValue)
        }

        /// The creation's waits, made on the first call; called under the lock.
        mutating func existingOrNewWaits() -> Waits {
            if let waits { return waits }
            let made = Waits()
            waitsReference = .passRetained(made)
            return made
        }

        /// Gives up the reference to the creation's waits, handing it to the caller.
        ///
        /// - Returns: The creation's waits, if any were made.
        func releaseWaits() -> Waits? {
            waitsReference?.takeRetainedValue()
        }
    }

    /// Who a creation waits on and who waits on it.
    ///
    /// `@unchecked` because its variables change: only under the registry's lock, or once its creation has left
    /// the registry, by the caller that removed it.
    final class Waits: @unchecked Sendable {
        /// The callers waiting for this creation to end.
        private(set) var waiterCount = 0
        /// The creations whose factories wait for this creation, each with the number of its callers waiting: none of
        /// them can end before this one does.
        ///
        /// Counted by creation rather than listed, so that each of many creations waiting for one stops waiting in
        /// constant time.
        private(set) var waitingCreations: [CreationID: Int] = [:]
        /// Left when the creation ends; synchronous waiters wait on it.
        ///
        /// Made by the first of them, since most creations have no waiter and a group is two allocations.
        private(set) var finished: DispatchGroup?
        /// Async waiters, each with the token that cancels its wait.
        var asyncWaiters: [(token: UInt64, continuation: CheckedContinuation<(any Error)?, Never>)] = []

        /// Counts a caller that waits for this creation, and the creation it runs inside, if any; called under the
        /// lock.
        func addWaiter(inside creation: CreationID?) {
            waiterCount += 1
            if let creation { waitingCreations[creation, default: 0] += 1 }
        }

        /// Removes what ``addWaiter(inside:)`` added, once the caller has stopped waiting; called under the lock.
        func removeWaiter(inside creation: CreationID?) {
            waiterCount -= 1
            guard let creation, let count = waitingCreations[creation] else { return }
            waitingCreations[creation] = count > 1 ? count - 1 : nil
        }

        /// The group a synchronous waiter waits on, made and entered on the first call; called under the lock.
        func makeFinishedGroup() -> DispatchGroup {
            if let finished { return finished }
            let group = DispatchGroup()
            group.enter()
            finished = group
            return group
        }
    }

    struct Registry: ~Copyable, Sendable {
        /// Numbers async waiters, so that a cancelled one finds its own continuation.
        var nextToken: UInt64 = 1
        var creations = InFlightCreations()
        /// The capacities components' tables have grown to, by component type.
        var learnedTableCapacities = LearnedTableCapacities()

        /// Makes a caller wait for the creation `target`, in flight, unless that closes a cycle.
        ///
        /// Out of line, since few first reads wait: inlined into `begin`, it made every creation save and reload
        /// more of its values around the calls (callgrind, graft-bench --only members: 10,276 instructions per component of
        /// ten members inlined, 10,258 out of line).
        ///
        /// - Parameters:
        ///   - target: The creation to wait for.
        ///   - waiter: The creation the caller runs inside, if any, which now waits for `target`.
        /// - Returns: The wait, or the cycle that waiting would close.
        @inline(never)
        mutating func wait(for target: CreationID, inside waiter: CreationID?) -> Result<Step, CycleError> {
            if let waiter, let cycle = path(from: target, to: waiter) {
                return .failure(CycleError(members: cycle.map { creations[$0]!.name }))
            }
            creations.waits(of: target).addWaiter(inside: waiter)
            return .success(.wait(target: target, waiter: waiter))
        }

        /// The creations that cannot end before `id` does, directly: the one whose factory started it, and those
        /// whose factories wait for it.
        ///
        /// Each creation names its parent, which it records anyway, and each wait names its waiter, so a creation
        /// started inside another adds no edge of its own: a list of children in the parent cost a nested creation
        /// an allocation and a hash table's insert and removal (callgrind, graft-bench --only graph: 438,600
        /// instructions to build and read the graph with the lists, 421,052 without).
        func blocked(by id: CreationID) -> [CreationID] {
            guard let creation = creations[id] else { return [] }
            // In the order the creations began, so that a cycle is named the same way in every run.
            return (creation.parent.map { [$0] } ?? []) + (creation.waits?.waitingCreations.keys.sorted() ?? [])
        }

        /// A chain of creations from `start` to `end`, each unable to end before the next, then `start` again.
        ///
        /// Waiting on `start` from inside `end` closes that chain into a cycle. The search runs back from `end`,
        /// through the creations that cannot end before it, and visits each one once, remembering one successor
        /// per creation, so its time and memory grow with what waits on `end`, not with the other creations in
        /// flight.
        func path(from start: CreationID, to end: CreationID) -> [CreationID]? {
            var successor: [CreationID: CreationID] = [end: end]
            var pending = [end]
            while let id = pending.popLast() {
                if id == start {
                    var chain = [start]
                    var current = start
                    while current != end {
                        current = successor[current]!
                        chain.append(current)
                    }
                    chain.append(start)
                    return chain
                }
                for previous in blocked(by: id).reversed() where successor[previous] == nil {
                    successor[previous] = id
                    pending.append(previous)
                }
            }
            return nil
        }
    }

    /// The creations in flight, each in a place that is reused once it has ended, so that finding a creation by its
    /// identifier indexes memory rather than hashing.
    ///
    /// Nothing here finds a creation by its key: an unkeyed creation's claim on its component's table finds it, and
    /// a keyed one's claim on its call site's table, each naming the creation's place. With an index of its own by
    /// key, a component of ten members took 11,642 instructions, and 11,248 with claims, which need neither the
    /// index's insertion and removal nor a second search of the table to publish (callgrind, graft-bench --only
    /// members); an `Int`-keyed creation took 426 instructions with the index, 393 without (--only keyed).
    ///
    /// A dictionary keyed by a creation's number took about 180 instructions per creation more, to add the creation
    /// and remove it (callgrind, graft-bench --only members: 47,190 instructions per component of ten members,
    /// 45,420 with places). The places and the free list are memory of the registry's own rather than arrays, whose
    /// uniqueness checks, optional wrapping and copies in and out cost a creation about 220 instructions more
    /// (callgrind, graft-bench --only members: 20,001 instructions per component of ten members with arrays, 17,823
    /// without).
    ///
    /// Not copyable, since it owns that memory, and not a class, whose reference each access retained and released:
    /// about 75 instructions per creation (18,584 per component). `@unchecked Sendable` because every access is under
    /// the registry's lock.
    struct InFlightCreations: ~Copyable, @unchecked Sendable {
        /// The creations, by place; a place below `placeCount` whose creation's serial is zero is free.
        private var places: UnsafeMutablePointer<Creation>
        /// The places used so far, in flight or free.
        private var placeCount = 0
        private var placeCapacity = 8
        /// The free places below `placeCount`, the most recently freed last.
        private var freePlaces: UnsafeMutablePointer<Int>
        private var freePlaceCount = 0
        private var nextSerial: UInt64 = 1

        init() {
            places = .allocate(capacity: placeCapacity)
            freePlaces = .allocate(capacity: placeCapacity)
        }

        deinit {
            // A creation is plain words (see `Creation`), so its places need no deinitializing.
            places.deallocate()
            freePlaces.deallocate()
        }

        /// Whether the creation `id` names is in flight.
        func contains(_ id: CreationID) -> Bool {
            id.index < placeCount && places[id.index].id.serial == id.serial
        }

        /// The creation `id` names, or `nil` once it has ended.
        subscript(id: CreationID) -> Creation? {
            contains(id) ? places[id.index] : nil
        }

        /// Every creation in flight.
        var inFlight: [Creation] {
            (0..<placeCount).compactMap { places[$0].id.serial != 0 ? places[$0] : nil }
        }

        /// The identifier of the creation in flight at `place`, which a claim names.
        func id(at place: Int) -> CreationID {
            places[place].id
        }

        /// The address of the explicit key of the keyed creation in flight at `place`, which a claim names.
        func explicitKeyAddress(at place: Int) -> UnsafeRawPointer {
            places[place].key.explicitKey.unsafelyUnwrapped.address
        }

        /// The place the next creation ``inserted(for:_:)`` adds takes, which a keyed creation's claim names
        /// before the creation is added.
        var nextPlace: Int {
            freePlaceCount > 0 ? freePlaces[freePlaceCount - 1] : placeCount
        }

        /// A new creation, which `make` makes with the identifier and the key it is given, in the free place
        /// ``nextPlace`` names.
        ///
        /// The key is passed to `make` rather than read from the creation it returns, which the optimizer then
        /// copied to keep it past the creation's store: about 150 instructions per creation.
        ///
        /// - Returns: The creation's identifier.
        @inline(__always)
        mutating func inserted(
            for key: CreationKey, _ make: (CreationID, CreationKey) -> Creation
        ) -> CreationID {
            let place = nextPlace
            if freePlaceCount > 0 {
                freePlaceCount -= 1
            } else {
                if placeCount == placeCapacity { growPlaces() }
                placeCount += 1
            }
            let id = CreationID(index: place, serial: nextSerial)
            nextSerial += 1
            (places + place).initialize(to: make(id, key))
            return id
        }

        /// Doubles the room for places; the places keep their indices, which identifiers hold.
        private mutating func growPlaces() {
            placeCapacity *= 2
            Self.move(&places, count: placeCount, toCapacity: placeCapacity)
            // Every free place is below `placeCount`, so the free list never holds more than the places.
            Self.move(&freePlaces, count: freePlaceCount, toCapacity: placeCapacity)
        }

        /// Moves the first `count` elements of `buffer` to new memory of `capacity` elements, and frees the old.
        private static func move<Element>(
            _ buffer: inout UnsafeMutablePointer<Element>, count: Int, toCapacity capacity: Int
        ) {
            let grown = UnsafeMutablePointer<Element>.allocate(capacity: capacity)
            grown.moveInitialize(from: buffer, count: count)
            buffer.deallocate()
            buffer = grown
        }

        /// The waits of the creation `id` names, which is in flight, made on the first call.
        func waits(of id: CreationID) -> Waits {
            places[id.index].existingOrNewWaits()
        }

        /// The key of the creation `id` names, which is in flight, and the type of the component it is for.
        func keyAndComponentType(of id: CreationID) -> (key: SharedKey, componentType: AnyObject.Type) {
            let creation = places + id.index
            return (creation.pointee.key.key, creation.pointee.componentType)
        }

        /// Removes the creation `id` names, which is in flight.
        ///
        /// It hands back only the waits, and the end reads the key only where it needs it: returning the key and
        /// the component's type too, the end of a creation took 32 instructions more (callgrind, graft-bench --only
        /// members: 10,831 instructions per component of ten members, 10,514).
        ///
        /// - Returns: The creation's waits, if any were made, which the caller now holds.
        @discardableResult
        mutating func remove(_ id: CreationID) -> Waits? {
            let creation = places + id.index
            let waits = creation.pointee.releaseWaits()
            creation.pointee.id = CreationID(index: id.index, serial: 0)
            freePlaces[freePlaceCount] = id.index
            freePlaceCount += 1
            return waits
        }
    }

    /// A read that would block the thread the creation it waits for runs on, so would wait forever.
    struct OwnThreadWait: Error, CustomStringConvertible {
        let member: MemberName

        var description: String {
            "Graft: \(member.componentName).\(member.memberName) is read on the thread its synchronous factory "
                + "runs on, by work that factory started and does not wait for, such as a Task.immediate before its "
                + "first suspension; the read would wait for the factory forever. Read it after an await in that "
                + "task, or pass the value in."
        }
    }

    /// A dependency cycle, described by the members on it.
    struct CycleError: Error, CustomStringConvertible {
        let members: [MemberName]

        var description: String {
            let components = Set(members.map(\.componentName))
            if components.count == 1, let component = components.first {
                let chain = members.map(\.memberName).joined(separator: " -> ")
                return "Graft: dependency cycle in \(component): \(chain). "
                    + "A shared factory needs its own value; break the cycle by passing one of these in from outside."
            }
            let chain = members.map { "\($0.componentName).\($0.memberName)" }.joined(separator: " -> ")
            return "Graft: dependency cycle: \(chain). "
                + "A shared factory needs its own value; break the cycle by passing one of these in from outside."
        }
    }
}
