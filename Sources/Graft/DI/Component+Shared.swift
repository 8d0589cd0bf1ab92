extension Component {
    /// Returns this component's one instance for this call site, creating it on first access.
    ///
    /// Use it in a computed property to give a component a service it owns. Every read from the same component
    /// returns the same instance; another instance of the component has its own.
    ///
    /// ```swift
    /// final class AppComponent: Component<EmptyDependency>, @unchecked Sendable {
    ///     var networkClient: NetworkClient { shared { .live() } }
    ///     var authService: AuthService { shared { AuthService(client: networkClient) } }
    /// }
    /// ```
    ///
    /// The instance is keyed by the source location of the call and the value's type, not by the member's name:
    /// two `shared` calls inside one property are two instances. For a member with parameters, add a key with
    /// ``shared(key:member:fileID:line:column:_:)-9n39j``.
    ///
    /// The factory may read other `shared` members of this component and of its ancestors. When many threads
    /// read the member for the first time at once, the factory runs exactly once and the others wait for it; later
    /// reads take no lock. A factory that throws stores nothing, so the next read tries again.
    ///
    /// The read throws exactly what the factory throws: a factory that cannot throw makes a read that needs no
    /// `try`, and one declared `throws(LoadError)` makes a read that throws `LoadError`. Swift infers a closure
    /// that contains `try` as throwing `any Error`, so write the type in a typed member:
    /// `try shared { () throws(LoadError) in try loadConfiguration() }`.
    ///
    /// A helper that calls `shared` for its callers takes `member`, `fileID`, `line` and `column` with the same
    /// defaults and passes them on; otherwise every member that uses it gets the helper's one instance.
    ///
    /// A factory that needs its own value, directly or through other members, stops the program with a message
    /// naming the component and the cycle, such as "Graft: dependency cycle in AppComponent: authService ->
    /// networkClient -> authService. A shared factory needs its own value; break the cycle by passing one of these
    /// in from outside."
    /// Graft sees the waits of factories reading `shared` members, in their own bodies, `async let`s and awaited
    /// task groups; it cannot see a factory that blocks its thread on a semaphore or a queue, or awaits an
    /// unstructured `Task` it started, while that work reads a member that needs it, which hangs. Work a factory
    /// starts and does not wait for, such as an unstructured `Task`, is not part of the creation.
    ///
    /// - Parameters:
    ///   - member: The calling member's name, used in diagnostics and the graph; leave the default.
    ///   - fileID: The call site's file; leave the default.
    ///   - line: The call site's line; leave the default.
    ///   - column: The call site's column; leave the default.
    ///   - factory: Makes the instance; called at most once per component unless it throws.
    /// - Returns: The component's instance for this call site.
    /// - Throws: Exactly what `factory` throws.
    @inlinable
    public func shared<Value: Sendable, Failure: Error>(
        member: StaticString = #function,
        fileID: StaticString = #fileID,
        line: UInt = #line,
        column: UInt = #column,
        _ factory: () throws(Failure) -> Value
    ) throws(Failure) -> Value {
        // Marks the warm read as a fast path, which the optimizer counts as a reason to inline: with it, a getter
        // that calls `shared` is inlined into its callers, as a stored property's getter is, which saves a call per
        // read. Benchmarks/Scripts/check-read-inlining.sh checks that this still happens.
        _onFastPath()
        let key = SharedKey(
            fileID: fileID, line: line, column: column, valueType: Value.self, explicitKeyHash: nil)
        let address: SharedStorage.ValueAddress
        if let found = sharedStorage.homeSlotValueAddress(for: key) {
            address = found
        } else {
            address = try Self.throwingHandedBack { failure in
                Self.sharedValueAddressOffTheHomeSlot(
                    key, in: self, member: member, factory: factory, failure: &failure)
            }
        }
        return SharedStorage.value(at: address)
    }

    /// Returns this component's one instance for this call site and key, creating it on first access.
    ///
    /// Use it for members with parameters, keying by the parameters, so each distinct argument gets its own
    /// instance:
    ///
    /// ```swift
    /// func detailStore(id: Landmark.ID) -> LandmarkDetailStore {
    ///     shared(key: id) { LandmarkDetailStore(id: id, service: landmarkService) }
    /// }
    /// ```
    ///
    /// The key adds to the call site; it does not replace it, so equal keys at two call sites are two instances.
    /// Everything else is as in ``shared(member:fileID:line:column:_:)-3pflm``.
    ///
    /// A key must be `Hashable`, `Sendable` and equal to itself, and its hash and `==` must not change. Keys compare
    /// by their concrete type and `==`, so `1 as Int` and `1 as Int64` are two keys. A key that is not equal to
    /// itself, such as `Double.nan` or a struct holding one, stops the program with a message naming the component
    /// and member, since no read could find its instance.
    ///
    /// - Parameters:
    ///   - key: Distinguishes instances created at this call site: `Hashable`, `Sendable` and equal to itself.
    ///   - member: The calling member's name, used in diagnostics and the graph; leave the default.
    ///   - fileID: The call site's file; leave the default.
    ///   - line: The call site's line; leave the default.
    ///   - column: The call site's column; leave the default.
    ///   - factory: Makes the instance; called at most once per component and key unless it throws.
    /// - Returns: The component's instance for this call site and key.
    /// - Throws: Exactly what `factory` throws.
    @inlinable
    public func shared<Value: Sendable, Failure: Error>(
        key: some Hashable & Sendable,
        member: StaticString = #function,
        fileID: StaticString = #fileID,
        line: UInt = #line,
        column: UInt = #column,
        _ factory: () throws(Failure) -> Value
    ) throws(Failure) -> Value {
        let sharedKey = SharedKey(
            fileID: fileID, line: line, column: column, valueType: Value.self,
            explicitKeyHash: key.hashValue)
        if let found: Value = sharedStorage.value(for: sharedKey, explicitKey: key) { return found }
        return try Self.throwingHandedBack { failure in
            Self.sharedValueByCreating(
                sharedKey, explicitKey: key, in: self, member: member, factory: factory, failure: &failure)
        }
    }

    /// Returns this component's one instance for this call site, creating it with an async factory on first
    /// access.
    ///
    /// ```swift
    /// func database() async throws -> Database {
    ///     try await shared { try await Database.open(at: databaseURL) }
    /// }
    ///
    /// func feed() async -> Feed {
    ///     await shared { await Feed.load() }
    /// }
    /// ```
    ///
    /// The read throws exactly what the factory throws, so a factory that cannot throw needs no `try`.
    ///
    /// Callers that arrive while the factory runs all await that one creation. When the factory throws, nothing
    /// is stored: every caller awaiting that attempt gets the error, and the next access tries again. A caller
    /// does not inherit a `CancellationError` from another caller's cancelled task; it tries again instead. A
    /// caller whose task is cancelled while it waits for another caller's creation stops waiting at once and throws
    /// `CancellationError`, when its read can throw one (an untyped `throws`); the creation goes on for the others.
    /// Once the instance exists, reads take no lock and do not suspend.
    ///
    /// The factory runs under a task executor preference that marks its creation: reads from its own task and its
    /// structured child tasks (`async let`, task groups) are part of the creation, so a cycle through them is named,
    /// and reads from an unstructured `Task` it starts are not, so they wait for it like any other caller. The
    /// factory runs on the caller's actor, as a plain `await` of it would; its structured child tasks run on the
    /// executor the caller preferred, or on the global concurrent executor.
    ///
    /// - Parameters:
    ///   - member: The calling member's name, used in diagnostics and the graph; leave the default.
    ///   - fileID: The call site's file; leave the default.
    ///   - line: The call site's line; leave the default.
    ///   - column: The call site's column; leave the default.
    ///   - factory: Makes the instance; called at most once per component unless it throws.
    /// - Returns: The component's instance for this call site.
    /// - Throws: What `factory` throws, in this caller's attempt or in the one it awaited.
    @inlinable
    public func shared<Value: Sendable, Failure: Error>(
        member: StaticString = #function,
        fileID: StaticString = #fileID,
        line: UInt = #line,
        column: UInt = #column,
        _ factory: () async throws(Failure) -> Value
    ) async throws(Failure) -> Value {
        let key = SharedKey(
            fileID: fileID, line: line, column: column, valueType: Value.self, explicitKeyHash: nil)
        if let address = sharedStorage.homeSlotValueAddress(for: key)
            ?? sharedStorage.probedValueAddress(for: key)
        {
            return SharedStorage.value(at: address)
        }
        try await sharedStorage.create(
            key, explicitKey: nil, owner: self, member: member,
            valueIsObject: SharedStorage.isObject(Value.self), factory: factory)
        guard let address = sharedStorage.probedValueAddress(for: key) else {
            SharedStorage.lostInstance(explicitKey: nil, owner: self, member: member)
        }
        return SharedStorage.value(at: address)
    }

    /// Returns this component's one instance for this call site and key, creating it with an async factory on
    /// first access.
    ///
    /// The key adds to the call site, as in ``shared(key:member:fileID:line:column:_:)-9n39j``; creation works as
    /// in the async form without a key: callers that arrive while the factory runs await that one creation, and the
    /// read throws exactly what the factory throws.
    ///
    /// - Parameters:
    ///   - key: Distinguishes instances created at this call site: `Hashable`, `Sendable` and equal to itself.
    ///   - member: The calling member's name, used in diagnostics and the graph; leave the default.
    ///   - fileID: The call site's file; leave the default.
    ///   - line: The call site's line; leave the default.
    ///   - column: The call site's column; leave the default.
    ///   - factory: Makes the instance; called at most once per component and key unless it throws.
    /// - Returns: The component's instance for this call site and key.
    /// - Throws: What `factory` throws, in this caller's attempt or in the one it awaited.
    @inlinable
    public func shared<Value: Sendable, Failure: Error>(
        key: some Hashable & Sendable,
        member: StaticString = #function,
        fileID: StaticString = #fileID,
        line: UInt = #line,
        column: UInt = #column,
        _ factory: () async throws(Failure) -> Value
    ) async throws(Failure) -> Value {
        let sharedKey = SharedKey(
            fileID: fileID, line: line, column: column, valueType: Value.self,
            explicitKeyHash: key.hashValue)
        if let found: Value = sharedStorage.value(for: sharedKey, explicitKey: key) { return found }
        SharedStorage.requireEqualToItself(key, owner: self, member: member)
        // A borrow of `key` cannot span the suspensions of an async creation, so the creation gets a copy.
        let explicitKey = SharedCreations.ExplicitKey(copying: key, for: Value.self)
        defer { explicitKey.deallocateCopy() }
        try await sharedStorage.create(
            sharedKey, explicitKey: explicitKey, owner: self, member: member,
            valueIsObject: SharedStorage.isObject(Value.self), factory: factory)
        guard let created: Value = sharedStorage.value(for: sharedKey, explicitKey: key) else {
            SharedStorage.lostInstance(explicitKey: key, owner: self, member: member)
        }
        return created
    }

    /// Everything an unkeyed synchronous read does past its two inlined slot checks: the out-of-line probe, then
    /// the first creation.
    ///
    /// One call, specialised for the value's type but never inlined, so that the inlined warm path at each call
    /// site is only the slot checks. Two things keep this call from costing the inlined path saved registers:
    ///
    /// - It takes the component as an argument, not as `self`, whose register a call site would otherwise save
    ///   and restore around it.
    /// - It does not throw, but hands the factory's error back through `failure`: a throwing call passes its error
    ///   in a register of its own, which every caller saves, even where the factory cannot throw.
    ///
    /// An `Int` read then saves only the frame pointer (Docs/Performance.md, "Where the time goes").
    ///
    /// It returns the value's address rather than the value, so that every path of the read ends in the same load,
    /// which lets the optimizer return a class-typed value borrowed.
    ///
    /// - Parameters:
    ///   - key: The call site and value type of the read.
    ///   - component: The component the read is on.
    ///   - member: The calling member, for messages.
    ///   - factory: Makes the value.
    ///   - failure: Set to the factory's error when it throws.
    /// - Returns: The value's address, or `nil` when `failure` is set.
    @inlinable
    @inline(never)
    static func sharedValueAddressOffTheHomeSlot<Value: Sendable, Failure: Error>(
        _ key: SharedKey, in component: Component, member: StaticString, factory: () throws(Failure) -> Value,
        failure: inout Failure?
    ) -> SharedStorage.ValueAddress? {
        // A key whose home slot is empty is in no slot, so a first read skips the probe: 10,438 instructions per
        // component of ten members with it, 10,276 without (callgrind, graft-bench --only members).
        if !component.sharedStorage.homeSlotIsEmpty(for: key),
            let found = component.sharedStorage.probedValueAddress(for: key)
        {
            return found
        }
        let published: SharedStorage.ValueAddress?
        if SharedStorage.isObject(Value.self) {
            do {
                published = try component.sharedStorage.createObject(key, owner: component, member: member) {
                    // The retain and the release of the factory's reference cancel out here, where the type is known.
                    .passRetained(unsafeBitCast(try factory(), to: AnyObject.self))
                }
            } catch {
                // Only the factory throws, so the error is a `Failure`.
                failure = (error as! Failure)
                return nil
            }
        } else {
            do {
                published = try component.sharedStorage.create(key, owner: component, member: member, factory: factory)
            } catch {
                failure = error
                return nil
            }
        }
        if let published { return published }
        guard let address = component.sharedStorage.probedValueAddress(for: key) else {
            SharedStorage.lostInstance(explicitKey: nil, owner: component, member: member)
        }
        return address
    }

    /// Creates a keyed synchronous read's value on its first access, out of line, and hands back the factory's
    /// error through `failure`, as ``sharedValueAddressOffTheHomeSlot(_:in:member:factory:failure:)`` explains.
    ///
    /// The factory runs here, specialised for the value's and the key's types, between the registry's two steps
    /// (see ``SharedStorage/KeyedCreation``).
    ///
    /// - Returns: The value, or `nil` when `failure` is set.
    @inlinable
    @inline(never)
    static func sharedValueByCreating<Value: Sendable, Key: Hashable & Sendable, Failure: Error>(
        _ key: SharedKey, explicitKey: Key, in component: Component, member: StaticString,
        factory: () throws(Failure) -> Value, failure: inout Failure?
    ) -> Value? {
        SharedStorage.requireEqualToItself(explicitKey, owner: component, member: member)
        return withUnsafePointer(to: explicitKey) { keyAddress -> Value? in
            let borrowedKey = SharedCreations.ExplicitKey(keyAddress, for: Value.self)
            guard
                let creation = component.sharedStorage.beginKeyedCreation(
                    key, explicitKey: borrowedKey, owner: component, member: member)
            else {
                guard let found: Value = component.sharedStorage.value(for: key, explicitKey: explicitKey) else {
                    SharedStorage.lostInstance(explicitKey: explicitKey, owner: component, member: member)
                }
                return found
            }
            let value: Value
            do throws(Failure) {
                value = try factory()
            } catch {
                component.sharedStorage.abandon(creation, error: error)
                failure = error
                return nil
            }
            withUnsafePointer(to: value) { valueAddress in
                component.sharedStorage.publish(
                    creation, value: UnsafeRawPointer(valueAddress), explicitKey: borrowedKey)
            }
            return value
        }
    }

    /// Runs one of the out-of-line steps above and throws the error it hands back.
    ///
    /// Inlined into each call site, where a `Failure` of `Never` removes the check.
    ///
    /// - Parameter step: The step, given where to hand back an error; it returns `nil` only when it sets one.
    /// - Returns: What the step returns.
    /// - Throws: The error the step hands back.
    @inlinable
    @inline(__always)
    static func throwingHandedBack<Result, Failure: Error>(
        _ step: (inout Failure?) -> Result?
    ) throws(Failure) -> Result {
        var failure: Failure?
        let result = step(&failure)
        if Failure.self != Never.self, let failure { throw failure }
        // Unchecked, so the read costs what a plain address cost: a step without an error returns a result.
        return result.unsafelyUnwrapped
    }
}

extension Component {
    /// The callers waiting, right now, for `shared` instances of this component that are being created.
    ///
    /// For tests that need a reader to be waiting before they let a factory return: wait until this count rises,
    /// with a limit, instead of sleeping.
    @_spi(Testing)
    public var sharedWaiterCount: Int { SharedCreations.waiterCount(on: self) }
}
