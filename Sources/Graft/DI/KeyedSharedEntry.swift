/// The entry of a keyed call site, as the creation registry, a listing and the storage's checks see it, without
/// its key and value types: ``KeyedSharedValues`` holds the table.
///
/// `@unchecked` as ``SharedEntry`` is.
@usableFromInline
class KeyedSharedEntry: SharedEntry, @unchecked Sendable {
    /// Makes an empty table for a call site.
    ///
    /// - Parameters:
    ///   - member: The member whose getter called `shared(key:)`.
    ///   - siteHash: The call site's ``SharedKey/hash``, under which the table learns the capacity its index starts
    ///     at and teaches what it needed.
    ///   - capacities: The capacities it learns from and teaches, or `nil` to neither learn nor teach.
    required init(member: StaticString, siteHash: UInt, learning capacities: LearnedIndexCapacities?) {
        super.init(member: member)
    }

    /// The key type of the call site, which its slot holds.
    class var keyType: SharedKey.TypeAddress {
        fatalError("Graft: internal error: KeyedSharedEntry's subclass overrides keyType.")
    }

    override final var placement: Placement { .inKeyedEntry(keyType: Self.keyType) }

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

    /// What a keyed creation finds for its key in its call site's table.
    enum Search: Equatable {
        /// The key has an instance.
        case published
        /// The creation at this registry place, in flight, has claimed the key.
        case inFlight(place: Int)
        /// Neither, so the creation has claimed the key's slot.
        case claimed
    }

    /// Searches the table for `explicitKey`'s instance or claim, and claims the key's slot for the creation at
    /// registry place `place` when it finds neither, growing the index first when it has no room; called under the
    /// creation registry's lock.
    ///
    /// Readers pass the claim; a second creator finds it, and waits for that creation.
    ///
    /// - Parameters:
    ///   - explicitKey: The key passed to `shared(key:)`, of the table's key type.
    ///   - hash: Its hash, as ``SharedKey/explicitKeyHash`` holds it.
    ///   - place: The registry place the creation takes if it claims the key.
    ///   - claimedKey: The key of the creation at a registry place, which has claimed a slot of this table.
    /// - Returns: What the table held for the key.
    func claimUnlessFound(
        _ explicitKey: SharedCreations.ExplicitKey, hash: Int, for place: Int,
        claimedKey: (_ place: Int) -> UnsafeRawPointer
    ) -> Search {
        fatalError(
            "Graft: internal error: KeyedSharedEntry's subclass overrides claimUnlessFound(_:hash:for:claimedKey:).")
    }

    /// Ends the claim of the creation at registry place `place`: adds its key's instance, copied, in the claim's
    /// slot; called under the creation registry's lock.
    ///
    /// - Parameters:
    ///   - place: The registry place of the creation, whose claim the table holds.
    ///   - hash: The key's hash, as ``SharedKey/explicitKeyHash`` holds it.
    ///   - key: The key, of the table's key type.
    ///   - value: The instance, of the table's value type.
    /// - Returns: The address of the instance, which stays where it is while the component lives.
    func publishClaim(
        of place: Int, hash: Int, key: UnsafeRawPointer, value: UnsafeRawPointer
    )
        -> SharedStorage.ValueAddress
    {
        fatalError("Graft: internal error: KeyedSharedEntry's subclass overrides publishClaim(of:hash:key:value:).")
    }

    /// Ends the claim of the creation at registry place `place`, whose factory threw: its slot becomes a mark that
    /// readers pass, and the key is vacant again; called under the creation registry's lock.
    ///
    /// - Parameters:
    ///   - place: The registry place of the creation, whose claim the table holds.
    ///   - hash: The key's hash, as ``SharedKey/explicitKeyHash`` holds it.
    func abandonClaim(of place: Int, hash: Int) {
        fatalError("Graft: internal error: KeyedSharedEntry's subclass overrides abandonClaim(of:hash:).")
    }

    /// The keys that have instances, in creation order.
    var keys: [any Hashable & Sendable] {
        fatalError("Graft: internal error: KeyedSharedEntry's subclass overrides keys.")
    }

    /// Checks the table's invariants after an insertion when Graft is built with `GRAFT_INTERNAL_CHECKS=1`, as
    /// its CI builds its tests; otherwise it does nothing.
    func _checkInvariants() {}
}
