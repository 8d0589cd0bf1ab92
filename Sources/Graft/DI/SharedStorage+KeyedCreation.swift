import GraftThreadLocal

extension SharedStorage {
    /// A synchronous keyed creation that the reading frame runs itself, between
    /// ``beginKeyedCreation(_:explicitKey:owner:member:)`` and ``publish(_:value:explicitKey:)`` or
    /// ``abandon(_:error:)``.
    ///
    /// The factory runs in the read's own frame, specialised for its value and key types, and only the registry's
    /// two steps are calls, not generic: through a generic creation, an `Int`-keyed creation took about 60
    /// instructions more, in its calls, closures and value witnesses (callgrind, graft-bench --only keyed).
    @usableFromInline
    struct KeyedCreation {
        /// The creation.
        let id: SharedCreations.CreationID
        /// The call site's table, which holds the creation's claim.
        let table: Unmanaged<KeyedSharedEntry>
        /// The key's hash, as ``SharedKey/explicitKeyHash`` holds it.
        let hash: Int
        /// The creation this thread ran before, restored when this one ends.
        let previous: GraftThreadCreation
    }

    /// Begins the keyed creation of `key` on this thread, waiting first for another caller's creation of it.
    ///
    /// - Parameters:
    ///   - key: The call site, value type and explicit key hash of the `shared(key:)` call.
    ///   - explicitKey: The key passed to `shared(key:)`, borrowed until the creation ends.
    ///   - owner: The component, for its identity and, in messages, its type.
    ///   - member: The member whose getter called `shared(key:)`, for messages.
    /// - Returns: The creation, whose factory the caller now runs, or `nil` when the instance exists, found or
    ///   waited for.
    @usableFromInline
    func beginKeyedCreation(
        _ key: SharedKey, explicitKey: SharedCreations.ExplicitKey, owner: AnyObject, member: StaticString
    ) -> KeyedCreation? {
        guard let (id, claim) = beginCreation(key, explicitKey: explicitKey, owner: owner, member: member) else {
            return nil
        }
        guard case .keyed(let table) = claim else {
            fatalError("Graft: internal error: a keyed creation claimed a slot of its component's table.")
        }
        return KeyedCreation(
            id: id, table: table, hash: key.explicitKeyHash, previous: SharedCreations.ThreadCreation.enter(id))
    }

    /// Ends a keyed creation whose factory returned: copies the value into its call site's table and wakes every
    /// waiter.
    ///
    /// - Parameters:
    ///   - creation: The creation, as ``beginKeyedCreation(_:explicitKey:owner:member:)`` began it.
    ///   - value: The factory's value, which the table copies.
    ///   - explicitKey: The key the creation began with.
    @usableFromInline
    func publish(_ creation: KeyedCreation, value: UnsafeRawPointer, explicitKey: SharedCreations.ExplicitKey) {
        SharedCreations.ThreadCreation.leave(restoring: creation.previous)
        SharedCreations.end(
            creation.id, claimedIn: creation.table, hash: creation.hash,
            publishing: (explicitKey.address, value), error: nil)
    }

    /// Ends a keyed creation whose factory threw: publishes nothing and hands the error to async waiters, as a
    /// failed creation does.
    ///
    /// - Parameters:
    ///   - creation: The creation, as ``beginKeyedCreation(_:explicitKey:owner:member:)`` began it.
    ///   - error: The factory's error.
    @usableFromInline
    func abandon(_ creation: KeyedCreation, error: any Error) {
        SharedCreations.ThreadCreation.leave(restoring: creation.previous)
        abandon(creation.id, claim: .keyed(creation.table), hash: creation.hash, error: error)
    }
}
