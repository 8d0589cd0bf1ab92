extension SharedStorage {
    /// Creates the value for `key` exactly once, however many threads ask at the same time.
    ///
    /// On return it is published. Callers that arrive while another thread runs the factory wait for it. A factory
    /// that throws publishes nothing; a waiter then tries again itself.
    ///
    /// A class instance, the usual `shared` value, goes through ``createObject(_:owner:member:factory:)`` instead,
    /// whose code is not generic over the value's type.
    ///
    /// A keyed value goes through ``beginKeyedCreation(_:explicitKey:owner:member:)`` instead, whose factory runs in
    /// the read's own frame.
    ///
    /// - Parameters:
    ///   - key: The instance's key.
    ///   - owner: The component, for its identity and, in messages, its type.
    ///   - member: The member whose getter called `shared`, for messages.
    ///   - factory: Makes the value.
    /// - Returns: The address of the value this call published, or `nil` when it found or waited for one, which the
    ///   caller then looks up: handing the address back saves that lookup, about 80 instructions, on every first
    ///   read.
    /// - Throws: What `factory` throws.
    @usableFromInline
    func create<Value: Sendable, Failure: Error>(
        _ key: SharedKey, owner: AnyObject, member: StaticString, factory: () throws(Failure) -> Value
    ) throws(Failure) -> ValueAddress? {
        guard let (id, claim) = beginCreation(key, explicitKey: nil, owner: owner, member: member) else {
            return nil
        }
        let claimedSlot = claim.unkeyedSlot
        let value = try running(id, claimedSlot: claimedSlot, factory)
        let instance = NewInstance.holding(value, member: member, isObject: false)
        return SharedCreations.end(id, claimedSlot: claimedSlot, publishing: instance, in: self, error: nil)
    }

    /// Creates the unkeyed class instance for `key` exactly once, as ``create(_:owner:member:factory:)`` creates
    /// any other unkeyed value.
    ///
    /// Not generic, so no value witness moves or destroys the instance and no frame is sized at run time for it:
    /// through the generic creation, a component of ten members took 13,308 instructions instead of 12,388 (callgrind,
    /// graft-bench --only members), and the random graph of 200 members 336,922 instead of 318,540 (--only graph). The
    /// price is a closure, 11 bytes, and about 20 bytes more in each specialised read of a member's type.
    ///
    /// - Parameters:
    ///   - key: The instance's key.
    ///   - owner: The component, for its identity and, in messages, its type.
    ///   - member: The member whose getter called `shared`, for messages.
    ///   - factory: Makes the instance, retained once for the storage to take over.
    /// - Returns: The address of the instance this call published, or `nil` when it found or waited for one.
    /// - Throws: What `factory` throws.
    @usableFromInline
    func createObject(
        _ key: SharedKey, owner: AnyObject, member: StaticString, factory: () throws -> Unmanaged<AnyObject>
    ) throws -> ValueAddress? {
        guard let (id, claim) = beginCreation(key, explicitKey: nil, owner: owner, member: member) else {
            return nil
        }
        let claimedSlot = claim.unkeyedSlot
        let object = try running(id, claimedSlot: claimedSlot, factory)
        return SharedCreations.end(
            id, claimedSlot: claimedSlot, publishing: .object(object, member: member), in: self, error: nil)
    }

    /// Begins the creation of `key` on this thread, waiting first for another caller's creation of it.
    ///
    /// - Returns: The creation this caller now runs, with its claim, or `nil` when the value exists, found or waited
    ///   for.
    @inline(__always)
    func beginCreation(
        _ key: SharedKey, explicitKey: SharedCreations.ExplicitKey?, owner: AnyObject, member: StaticString
    ) -> (SharedCreations.CreationID, SharedCreations.Claim)? {
        while true {
            switch SharedCreations.begin(
                key, explicitKey: explicitKey, in: self, owner: owner, member: member, thread: .current)
            {
            case .found:
                return nil
            case .wait(let target, let waiter):
                SharedCreations.wait(for: target)
                SharedCreations.endWait(of: waiter, for: target)
            case .create(let id, let claim):
                return (id, claim)
            }
        }
    }

    /// Runs `factory` as the creation `id`'s; when it throws, ends the creation with nothing published.
    ///
    /// - Returns: What `factory` returns.
    /// - Throws: What `factory` throws.
    @inline(__always)
    private func running<Value, Failure: Error>(
        _ id: SharedCreations.CreationID, claimedSlot: Slot, _ factory: () throws(Failure) -> Value
    ) throws(Failure) -> Value {
        do {
            return try SharedCreations.ThreadCreation.withCreation(id, factory)
        } catch {
            SharedCreations.end(id, claimedSlot: claimedSlot, publishing: nil, in: self, error: error)
            throw error
        }
    }

    /// Creates the value for `key` exactly once with an async factory; concurrent callers await that one creation.
    ///
    /// On return it is published, and the caller reads it with its own lookup.
    ///
    /// When the factory throws, nothing is published and every caller awaiting that attempt gets its error; the
    /// next access tries again. A caller whose own task is not cancelled does not inherit another task's
    /// `CancellationError`: it tries again instead, as it does when the other attempt's error is not a `Failure`.
    /// A waiting caller whose task is cancelled stops waiting at once with a `CancellationError` when `Failure`
    /// can hold one; the creation goes on for the others.
    ///
    /// - Parameters:
    ///   - key: The instance's key.
    ///   - explicitKey: The key passed to `shared(key:)`, if any.
    ///   - owner: The component, for its identity and, in messages, its type.
    ///   - member: The member that called `shared`, for messages.
    ///   - valueIsObject: What ``isObject(_:)`` says of `Value`, asked where the read is specialised.
    ///   - factory: Makes the value.
    ///   - isolation: The caller's actor, where the factory runs, as a plain `await` of it would.
    /// - Throws: What `factory` throws, in this attempt or in the attempt this caller waited for.
    @usableFromInline
    func create<Value: Sendable, Failure: Error>(
        _ key: SharedKey, explicitKey: SharedCreations.ExplicitKey?, owner: AnyObject, member: StaticString,
        valueIsObject: Bool, factory: () async throws(Failure) -> Value,
        isolation: isolated (any Actor)? = #isolation
    ) async throws(Failure) {
        while true {
            switch SharedCreations.begin(key, explicitKey: explicitKey, in: self, owner: owner, member: member)
            {
            case .found:
                return
            case .wait(let target, let waiter):
                // A read that can throw a `CancellationError` stops waiting when its task is cancelled; one that
                // cannot has nothing else to return.
                let failure = await SharedCreations.awaitEnd(
                    of: target, cancellable: CancellationError() as? Failure != nil)
                SharedCreations.endWait(of: waiter, for: target)
                if let failure = failure as? Failure, !(failure is CancellationError && !Task.isCancelled) {
                    throw failure
                }
            case .create(let id, let claim):
                // An async factory moves between threads; a task executor preference marks its task and its
                // structured child tasks instead, which an unstructured `Task` it starts does not inherit.
                let caller = SharedCreations.innermost
                let (preferred, mark) = SharedCreations.CreationExecutor.preference(under: caller)
                let context = SharedCreations.Context(id: id, marker: mark)
                let value: Value
                SharedCreations.countAsyncFactory(starting: true)
                defer { SharedCreations.countAsyncFactory(starting: false) }
                do {
                    // A closure's `#isolation` is its own, not this function's, so each one gets the caller's
                    // passed on; left to the default, a first async read hopped twice more: 16.7 µs against 2.3 µs
                    // on the main actor (graft-bench --only cold).
                    value = try await SharedCreations.$innermost.withValue(
                        context,
                        operation: {
                            try await withTaskExecutorPreference(preferred, isolation: isolation) {
                                () async throws(Failure) -> Value in
                                // Capturing the isolation isolates this closure to it, so the factory runs there.
                                _ = isolation
                                return try await factory()
                            }
                        }, isolation: isolation)
                } catch {
                    // Only the factory throws here, so the error is a `Failure`. Catching it with a closure typed
                    // `() async -> Result<Value, Failure>` instead made a first async read 15 times slower
                    // (graft-bench --only cold): such a closure does not run on its caller's executor.
                    let failure = error as! Failure
                    abandon(id, claim: claim, hash: key.explicitKeyHash, error: failure)
                    throw failure
                }
                endCreation(
                    id, claim: claim, hash: key.explicitKeyHash, publishing: value, explicitKey: explicitKey,
                    member: member, valueIsObject: valueIsObject)
                return
            }
        }
    }

    /// Ends an async creation whose factory returned `value`: publishes it, in the component's table or, keyed, in
    /// its call site's, and wakes every waiter.
    ///
    /// - Parameters:
    ///   - id: The creation.
    ///   - claim: The creation's claim, as `begin` gave it.
    ///   - hash: The explicit key's hash, as ``SharedKey/explicitKeyHash`` holds it.
    ///   - value: The factory's value.
    ///   - explicitKey: The key passed to `shared(key:)`, if any.
    ///   - member: The member whose getter called `shared`.
    ///   - valueIsObject: What ``isObject(_:)`` says of `Value`.
    private func endCreation<Value: Sendable>(
        _ id: SharedCreations.CreationID, claim: SharedCreations.Claim, hash: Int, publishing value: Value,
        explicitKey: SharedCreations.ExplicitKey?, member: StaticString, valueIsObject: Bool
    ) {
        switch claim {
        case .slot(let slot):
            let instance = NewInstance.holding(value, member: member, isObject: valueIsObject)
            SharedCreations.end(id, claimedSlot: slot, publishing: instance, in: self, error: nil)
        case .keyed(let table):
            withUnsafePointer(to: value) { value in
                _ = SharedCreations.end(
                    id, claimedIn: table, hash: hash,
                    publishing: (explicitKey.unsafelyUnwrapped.address, UnsafeRawPointer(value)), error: nil)
            }
        }
    }

    /// Ends a creation whose factory threw: publishes nothing, and hands the error to async waiters.
    ///
    /// - Parameters:
    ///   - id: The creation.
    ///   - claim: The creation's claim, as `begin` gave it.
    ///   - hash: The explicit key's hash, as ``SharedKey/explicitKeyHash`` holds it.
    ///   - error: The factory's error.
    func abandon(_ id: SharedCreations.CreationID, claim: SharedCreations.Claim, hash: Int, error: any Error) {
        switch claim {
        case .slot(let slot):
            SharedCreations.end(id, claimedSlot: slot, publishing: nil, in: self, error: error)
        case .keyed(let table):
            SharedCreations.end(id, claimedIn: table, hash: hash, publishing: nil, error: error)
        }
    }

    /// Stops the program when a key is not equal to itself, such as `Double.nan`: no read could find its instance.
    ///
    /// Inlined, with the key typed, into the read that creates a keyed instance: comparing the type-erased key costs
    /// about 2,300 instructions more (callgrind, graft-bench --only keyed).
    @inlinable
    @inline(__always)
    static func requireEqualToItself<Key: Hashable & Sendable>(_ key: Key, owner: AnyObject, member: StaticString) {
        if key != key { keyNotEqualToItself(key, owner: owner, member: member) }
    }

    /// Stops the program for ``requireEqualToItself(_:owner:member:)``.
    @usableFromInline
    static func keyNotEqualToItself(_ key: any Hashable & Sendable, owner: AnyObject, member: StaticString) -> Never {
        fatalError(
            "Graft: the key \(String(reflecting: key)) passed to shared(key:) in \(type(of: owner)).\(member) "
                + "is not equal to itself, so no read could find its instance; use a key whose == holds for itself "
                + "(not a NaN).")
    }

    /// Stops the program when a read does not find the instance that its creation has just published or found: its
    /// key's hash or `==` changed.
    @usableFromInline
    static func lostInstance(explicitKey: (any Hashable & Sendable)?, owner: AnyObject, member: StaticString) -> Never {
        fatalError(
            "Graft: the key \(explicitKey.map { String(reflecting: $0) } ?? "nil") passed to shared(key:) in "
                + "\(type(of: owner)).\(member) no longer finds the instance it created: its hash or == changed. "
                + "Use a key whose hash and == never change.")
    }
}
