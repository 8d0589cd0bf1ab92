import Synchronization

extension SharedStorage {
    /// What a first read's search of the table finds for an unkeyed key, under the creation registry's lock.
    enum ClaimSearch {
        /// The instance is published.
        case published
        /// The creation that claimed the key's slot is making the instance.
        case inFlight(SharedCreations.CreationID)
        /// Nothing holds the key: its creation claims this slot, of the current table, which has room for it.
        case vacant(Slot)
    }

    /// Searches the table for an unkeyed `key` as a writer, claims included, and when nothing holds it, finds the
    /// slot its creation claims: an abandoned slot on the key's search, or else the empty slot that ends it, in a
    /// table grown first when the current one has no room.
    ///
    /// A claim is what tells a second reader that the instance is being made. It sits where the instance is then
    /// published, so the search that looks for the instance finds a creation in flight too, and publishing needs no
    /// search of its own for a free slot (see ``endClaim(publishing:by:at:for:)``).
    ///
    /// Called only under the creation registry's lock.
    ///
    /// - Parameters:
    ///   - key: The key of an unkeyed `shared` call.
    ///   - member: The member whose getter called `shared`, for the message when the table cannot grow.
    ///   - capacities: The capacities components' tables have grown to, by component type.
    ///   - componentType: The type of the component that owns this storage.
    /// - Returns: What holds the key, or the slot to claim.
    @inline(__always)
    func search(
        forUnkeyed key: SharedKey, member: StaticString, learning capacities: inout LearnedTableCapacities,
        of componentType: Any.Type
    ) -> ClaimSearch {
        let current: TableWord
        if let own = ownTable {
            current = own
        } else {
            // A first table of the learned capacity is searched and claimed in as any larger table is.
            current = Self.makeFirstTable(learning: &capacities, of: componentType)
            publishedTable.store(current.rawValue, ordering: .releasing)
            if current.capacity == 1 { return .vacant(current.slot(at: 0)) }
        }
        let (found, abandoned, empty) = Self.search(current, forUnkeyed: key)
        if let found { return found }
        if let abandoned { return .vacant(abandoned) }
        if Self.hasRoom(current, learning: &capacities, of: componentType) {
            current.trailer.pendingSlotCount += 1
            return .vacant(empty)
        }
        // A first table and a grown one are made and published as the keyed `insertSlot` makes them. A helper for
        // both, reading the own table again, took 10,335 instructions per component of ten members instead of
        // 10,258, and building a tree node 3,280 instead of 3,273 (callgrind, graft-bench --only members, trees).
        let table = Self.grown(current, member: "\(member)", learning: &capacities, of: componentType)
        table.trailer.pendingSlotCount += 1
        publishedTable.store(table.rawValue, ordering: .releasing)
        return .vacant(Self.search(table, forUnkeyed: key).slot)
    }

    /// Searches `table` for an unkeyed `key` as a writer.
    ///
    /// - Returns: The key's published slot or claim, if any, with that slot; otherwise the first abandoned slot on
    ///   its search, if any, and the empty slot that ends the search, which a first table's is not (its second
    ///   slot has one word).
    @inline(__always)
    private static func search(
        _ table: TableWord, forUnkeyed key: SharedKey
    ) -> (found: ClaimSearch?, abandoned: Slot?, slot: Slot) {
        let home = table.homeIndex(of: key.hash)
        var abandoned: Slot?
        var probe = 0
        while true {
            let slot = table.slot(probe, from: home)
            let site = slot.site
            if site.isEmpty { return (nil, abandoned, slot) }
            if site == key.site, key.matches(slot.key(site: site, keyed: false)) { return (.published, nil, slot) }
            if slot.isClaimed(for: key, site: site) { return (.inFlight(slot.claimant), nil, slot) }
            if site == .abandoned, abandoned == nil { abandoned = slot }
            probe &+= 1
        }
    }

    /// The slot of the current table that `creation` claimed for `key`, where a table that grew since copied it.
    func claimedSlot(for key: SharedKey, by creation: SharedCreations.CreationID) -> Slot {
        guard let table = ownTable, case (.inFlight(let claimant)?, _, let slot) = Self.search(table, forUnkeyed: key),
            claimant == creation
        else {
            fatalError("Graft: internal error: a creation ended without the claim it made on its component's table.")
        }
        return slot
    }

    /// Ends the claim that `creation` made for an unkeyed `key`: publishes its instance in the claimed slot, or,
    /// when its factory threw, marks the slot abandoned.
    ///
    /// An abandoned slot stays counted against the table's three quarters, and the key's next creation, or another key's
    /// whose search passes it, claims it again; a table that grows leaves it behind. Called only under the creation
    /// registry's lock.
    ///
    /// - Parameters:
    ///   - instance: The new instance, or `nil` when the factory threw.
    ///   - creation: The creation that claimed the slot.
    ///   - claimed: The slot it claimed; when a table grew since, which left it abandoned, the claim is found in the
    ///     current table.
    ///   - key: The key it was created for.
    /// - Returns: The address of the value, which stays where it is while the component lives, or `nil` when there
    ///   is none.
    @discardableResult
    @inline(__always)
    func endClaim(
        publishing instance: NewInstance?, by creation: SharedCreations.CreationID, at claimed: Slot,
        for key: @autoclosure () -> SharedKey
    ) -> ValueAddress? {
        defer { _checkInvariants() }
        // A table that grows leaves the claims it copied abandoned, so a slot that still holds this creation's claim
        // is the current table's. Taken from the caller, it spares most creations a search: 11,463 instructions per
        // component of ten members with the search, 11,248 without (callgrind, graft-bench --only members).
        let slot =
            claimed.site.isClaimed && claimed.claimant == creation ? claimed : claimedSlot(for: key(), by: creation)
        guard let instance else {
            slot.abandon()
            return nil
        }
        let key = slot.claimedKey
        // A creation in flight keeps its claim, so the storage has a table of its own.
        let table = ownTable.unsafelyUnwrapped
        if table.capacity > 1 { table.trailer.pendingSlotCount -= 1 }
        Self.fill(slot, of: table, with: instance, for: key)
        return slot.valueAddress
    }
}
