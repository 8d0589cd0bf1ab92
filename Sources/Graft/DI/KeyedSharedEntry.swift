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

    /// Whether the table holds an instance for `explicitKey`; called under the creation registry's lock.
    ///
    /// - Parameters:
    ///   - explicitKey: The key passed to `shared(key:)`, of any type.
    ///   - hash: Its hash, as ``SharedKey/explicitKeyHash`` holds it.
    /// - Returns: `true` when the key is of the table's key type and has an instance.
    func holdsInstance(for explicitKey: SharedCreations.BoxedKey, hash: Int) -> Bool {
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
