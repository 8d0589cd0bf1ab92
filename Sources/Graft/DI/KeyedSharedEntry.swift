/// The entry of a keyed call site, as the creation registry, a listing and the storage's checks see it, without
/// its key and value types: ``KeyedSharedValues`` holds the table.
///
/// `@unchecked` as ``SharedEntry`` is.
@usableFromInline
class KeyedSharedEntry: SharedEntry, @unchecked Sendable {
    /// Makes an empty table for a call site.
    ///
    /// - Parameter member: The member whose getter called `shared(key:)`.
    required override init(member: StaticString) {
        super.init(member: member)
    }

    /// The key type of the call site, which its slot holds.
    class var keyType: SharedKey.TypeAddress {
        fatalError("Graft: internal error: KeyedSharedEntry's subclass overrides keyType.")
    }

    override final var placement: Placement { .inKeyedEntry(keyType: Self.keyType) }

    /// Whether two keys of the call site's key type are equal by that type's `==`; called under the creation
    /// registry's lock.
    ///
    /// - Parameters:
    ///   - first: The address of a key of the table's key type.
    ///   - second: The address of another.
    /// - Returns: `true` when the keys are equal.
    class func keysEqual(_ first: UnsafeRawPointer, _ second: UnsafeRawPointer) -> Bool {
        fatalError("Graft: internal error: KeyedSharedEntry's subclass overrides keysEqual(_:_:).")
    }

    /// Destroys and frees a key of the call site's key type that was allocated on its own.
    ///
    /// - Parameter address: The address of the key, allocated as one `Key`.
    class func deallocateKey(at address: UnsafeRawPointer) {
        fatalError("Graft: internal error: KeyedSharedEntry's subclass overrides deallocateKey(at:).")
    }

    /// A copy of a key of the call site's key type.
    ///
    /// - Parameter address: The address of a key of the table's key type.
    /// - Returns: The key.
    class func copyOfKey(at address: UnsafeRawPointer) -> any Hashable & Sendable {
        fatalError("Graft: internal error: KeyedSharedEntry's subclass overrides copyOfKey(at:).")
    }

    /// Whether the table holds an instance for `explicitKey`; called under the creation registry's lock.
    ///
    /// - Parameters:
    ///   - explicitKey: The key passed to `shared(key:)`, of any type.
    ///   - hash: Its hash, as ``SharedKey/explicitKeyHash`` holds it.
    /// - Returns: `true` when the key is of the table's key type and has an instance.
    func holdsInstance(for explicitKey: SharedCreations.ExplicitKey, hash: Int) -> Bool {
        fatalError("Graft: internal error: KeyedSharedEntry's subclass overrides holdsInstance(for:hash:).")
    }

    /// Adds a new key's instance, copied from `pending`; called under the creation registry's lock.
    ///
    /// - Parameters:
    ///   - pending: A key of this table's key type that has no instance yet, and its instance, of its value type.
    ///   - hash: The key's hash, as ``SharedKey/explicitKeyHash`` holds it.
    /// - Returns: The address of the instance, which stays where it is while the component lives.
    func insertCopy(of pending: SharedStorage.PendingKeyedInstance, hash: Int) -> SharedStorage.ValueAddress {
        fatalError("Graft: internal error: KeyedSharedEntry's subclass overrides insertCopy(of:hash:).")
    }

    /// The keys that have instances, in creation order.
    var keys: [any Hashable & Sendable] {
        fatalError("Graft: internal error: KeyedSharedEntry's subclass overrides keys.")
    }

    /// Checks the table's invariants after an insertion when Graft is built with `GRAFT_INTERNAL_CHECKS=1`, as
    /// its CI builds its tests; otherwise it does nothing.
    func _checkInvariants() {}
}
