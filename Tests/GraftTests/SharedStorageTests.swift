import GraftTestSupport
import Synchronization
import Testing

@testable import Graft

/// The lock-free table under `shared`, read through the same functions the inlined read calls, with keys chosen
/// to land in the slots where the table's edge cases are.
@Suite struct SharedStorageTests {
    /// Keys for distinct lines of one file whose home is `slot` in a table of capacity 8.
    ///
    /// That table indexes by the hash's top three bits. A table starts at capacity 1, grows to 4 for a second entry
    /// and doubles whenever it would be more than three quarters full, so it has capacity 8 while it holds four to
    /// six entries.
    static func keys(homedIn slot: Int, count: Int) -> [SharedKey] {
        var keys: [SharedKey] = []
        var line: UInt = 1
        while keys.count < count {
            let key = SharedKey(
                fileID: "Graft/SharedStorageTests.swift", line: line, column: 9, valueType: Int.self,
                explicitKeyHash: nil)
            if Int(key.hash >> UInt(UInt.bitWidth - 3)) == slot { keys.append(key) }
            line += 1
        }
        return keys
    }

    /// What the two-slot inline check and the out-of-line probe each find for `key`.
    static func reads(of key: SharedKey, in storage: borrowing SharedStorage) -> (inline: Int?, probed: Int?) {
        (
            storage.homeSlotValueAddress(for: key).map { SharedStorage.value(at: $0) },
            storage.probedValueAddress(for: key).map { SharedStorage.value(at: $0) }
        )
    }

    static func insert(_ value: Int, for key: SharedKey, in storage: borrowing SharedStorage) {
        insert(.entry(.passRetained(SharedEntry.holding(value, member: "member"))), for: key, in: storage)
    }

    /// Inserts as a creation does, claiming the key's slot and publishing the instance there, for a component of a
    /// type whose tables have grown to `learned` slots, or, by default, never grew, so that a table grows to 4 slots,
    /// then doubles.
    static func insert(
        _ instance: SharedStorage.NewInstance, for key: SharedKey, in storage: borrowing SharedStorage,
        learned: Int? = nil
    ) {
        let (creation, slot) = claim(key, in: storage, learned: learned)
        storage.endClaim(publishing: instance, by: creation, at: slot, for: key)
    }

    /// Claims `key`'s slot, as a first read's creation does, for the creation this returns with the slot.
    @discardableResult
    static func claim(
        _ key: SharedKey, in storage: borrowing SharedStorage, learned: Int? = nil
    ) -> (SharedCreations.CreationID, SharedStorage.Slot) {
        var capacities = LearnedTableCapacities()
        if let learned { capacities.learn(learned, for: ObjectIdentifier(SharedStorageTests.self)) }
        guard
            case .vacant(let slot) = storage.search(
                forUnkeyed: key, member: "member", learning: &capacities, of: SharedStorageTests.self)
        else {
            fatalError("the key's instance or creation is in the table already")
        }
        let serial = nextCreation.add(1, ordering: .relaxed).newValue
        let creation = SharedCreations.CreationID(index: 0, serial: serial)
        slot.claim(for: key, by: creation)
        return (creation, slot)
    }

    /// Numbers the creations the tests claim slots for, so that no two share one.
    private static let nextCreation = Atomic<UInt64>(0)

    @Test func anEmptyStorageFindsNothing() {
        let storage = SharedStorage()
        let reads = Self.reads(of: Self.keys(homedIn: 3, count: 1)[0], in: storage)
        #expect(reads.inline == nil && reads.probed == nil)
    }

    @Test func aKeyDisplacedFromTheLastSlotIsReadInlineFromItsPair() {
        let storage = SharedStorage()
        // Homed in the last slot of a table of 8, so in the last slot of a table of 4 too, which holds two entries:
        // the second goes to the slot before, the last slot's pair, not past the end.
        let keys = Self.keys(homedIn: 7, count: 2)
        Self.insert(10, for: keys[0], in: storage)
        Self.insert(20, for: keys[1], in: storage)
        let home = Self.reads(of: keys[0], in: storage)
        let paired = Self.reads(of: keys[1], in: storage)
        #expect(home.inline == 10 && home.probed == 10)
        #expect(paired.inline == 20 && paired.probed == 20)
    }

    @Test func aKeyPastItsHomeSlotsPairIsFoundOnlyByTheProbe() {
        let storage = SharedStorage()
        let keys = Self.keys(homedIn: 2, count: 3)
        for (offset, key) in keys.enumerated() {
            Self.insert(offset, for: key, in: storage)
        }
        let paired = Self.reads(of: keys[1], in: storage)
        let further = Self.reads(of: keys[2], in: storage)
        #expect(paired.inline == 1 && paired.probed == 1)
        #expect(further.inline == nil && further.probed == 2)
    }

    @Test func aTableGrowsWhenItWouldBeMoreThanThreeQuartersFullAndKeepsEveryEntry() {
        let storage = SharedStorage()
        var capacities: [Int] = []
        let keys = Self.keys(count: 33)
        for (offset, key) in keys.enumerated() {
            Self.insert(offset + 1, for: key, in: storage)
            capacities.append(storage.currentTable.capacity)
        }
        #expect(capacities[0] == 1 && capacities[1] == 4 && capacities[2] == 4 && capacities[3] == 8)
        #expect(capacities[5] == 8 && capacities[6] == 16 && capacities[11] == 16 && capacities[12] == 32)
        #expect(capacities[24] == 64 && capacities[32] == 64)
        for (offset, key) in keys.enumerated() {
            let reads = Self.reads(of: key, in: storage)
            #expect(reads.probed == offset + 1)
            #expect(reads.inline == nil || reads.inline == offset + 1)
        }
    }

    /// Keys at `count` distinct lines of one file, from line 1.
    static func keys(count: Int) -> [SharedKey] {
        (1...count).map { line in
            SharedKey(
                fileID: "Graft/SharedStorageTests.swift", line: UInt(line), column: 5, valueType: Int.self,
                explicitKeyHash: nil)
        }
    }

    /// A table word keeps the shift of a table of at most 2^15 slots, which hold 24,576 instances at most three
    /// quarters full; each is found, and the table stops there rather than grow past what its word can say.
    @Test func aTableGrowsToItsLargestCapacityAndFindsEveryEntry() {
        let storage = SharedStorage()
        let largest = SharedStorage.TableWord.largestCapacity
        let keys = Self.keys(count: SharedStorage.entryLimit(capacity: largest))
        for (offset, key) in keys.enumerated() {
            Self.insert(offset, for: key, in: storage)
        }
        #expect(storage.currentTable.capacity == largest)
        #expect(keys.indices.allSatisfy { Self.reads(of: keys[$0], in: storage).probed == $0 })
        // Each table's trailer lists the slots its instances arrived in, at indexes up to 2^15 - 1: every instance
        // is listed once.
        let owners = storage.entries.map { ObjectIdentifier($0.owner) }
        #expect(owners.count == keys.count && Set(owners).count == keys.count)
    }

    @Test func oneInstanceMoreThanTheLargestTableHoldsStopsWithTheComponentAndMember() async {
        let result = await retryingInterruptedSystemCalls {
            await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                let storage = SharedStorage()
                let keys = SharedStorageTests.keys(
                    count: SharedStorage.entryLimit(capacity: SharedStorage.TableWord.largestCapacity) + 1)
                for (offset, key) in keys.enumerated() {
                    SharedStorageTests.insert(offset, for: key, in: storage)
                }
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            message.contains(
                "Graft: SharedStorageTests.member cannot add an instance: the component already holds 24576 unkeyed "
                    + "shared instances, the most one holds."), "\(message)")
    }

    /// The entries after the first live in the trailers of the tables that were current when they arrived, class
    /// instances there without an entry of their own: listed in creation order across every
    /// growth, readable, and released with the storage, whether the first table grew to 4 slots or to a capacity
    /// learned for its component's type, and whether the first instance has an entry or is kept without one.
    @Test(arguments: [nil, 16, 32], [false, true])
    func entriesAreListedInCreationOrderAndReleasedWithTheStorage(learned: Int?, firstKeptWithoutEntry: Bool) {
        weak var firstTarget: Target?
        weak var secondTarget: Target?
        weak var lastTarget: Target?
        // The 72nd entry of a table of 512 slots.
        weak var deepInATrailer: Target?
        do {
            let storage = SharedStorage()
            // What keeps each value alive, in creation order: its entry, or the instance itself.
            var owners: [AnyObject] = []
            var members: [String] = []
            var keys: [(SharedKey, Target)] = []
            for line in 1...300 {
                let key = SharedKey(
                    fileID: "Graft/SharedStorageTests.swift", line: UInt(line), column: 1, valueType: Target.self,
                    explicitKeyHash: nil)
                let target = Target()
                if line == 1 { firstTarget = target }
                if line == 2 { secondTarget = target }
                if line == 299 { lastTarget = target }
                if line == 200 { deepInATrailer = target }
                keys.append((key, target))
                // Every third instance in an entry, and the first unless kept without one; the others kept by the
                // first table or the trailers.
                if line == 1 ? !firstKeptWithoutEntry : line % 3 == 0 {
                    let entry = SharedEntry.holding(target, member: "inEntry")
                    Self.insert(.entry(.passRetained(entry)), for: key, in: storage, learned: learned)
                    owners.append(entry)
                    members.append("inEntry")
                } else {
                    Self.insert(
                        .holding(target, member: "withoutEntry", isObject: true), for: key, in: storage,
                        learned: learned)
                    owners.append(target)
                    members.append("withoutEntry")
                }
                if [1, 2, 3, 5, 9, 17].contains(line) {
                    #expect(storage.entries.map { ObjectIdentifier($0.owner) } == owners.map(ObjectIdentifier.init))
                }
            }
            // Every class instance is listed as itself: the trailers keep each without an entry, however many.
            #expect(storage.entries.map { ObjectIdentifier($0.owner) } == owners.map(ObjectIdentifier.init))
            #expect(storage.entries.map(\.member) == members)
            #expect(
                keys.allSatisfy { key, target in
                    storage.probedValueAddress(for: key).map { SharedStorage.value(at: $0) as Target } === target
                })
            owners.removeAll()
            keys.removeAll()
            #expect(firstTarget != nil && secondTarget != nil && lastTarget != nil && deepInATrailer != nil)
        }
        #expect(firstTarget == nil && secondTarget == nil && lastTarget == nil && deepInATrailer == nil)
    }

    /// A member's name as a one-scalar `StaticString`, which has no address, so does not pack into one word.
    static func oneScalarName() -> StaticString {
        func literal<Name: ExpressibleByUnicodeScalarLiteral>(_: Name.Type) -> Name { "x" }
        return literal(StaticString.self)
    }

    /// A grown table's trailer keeps a class instance without an entry only when its member's name packs into one
    /// word; an instance whose name does not gets an entry, which lists and releases it.
    @Test func anInstanceWhoseNameDoesNotPackIsKeptInAnEntry() throws {
        let scalarName = Self.oneScalarName()
        try #require(!scalarName.hasPointerRepresentation)
        weak var released: Target?
        do {
            let storage = SharedStorage()
            let keys = Self.keys(count: 3)
            let targets = [Target(), Target(), Target()]
            released = targets[1]
            Self.insert(.holding(targets[0], member: "first", isObject: true), for: keys[0], in: storage)
            Self.insert(.holding(targets[1], member: scalarName, isObject: true), for: keys[1], in: storage)
            Self.insert(.holding(targets[2], member: "third", isObject: true), for: keys[2], in: storage)
            let entries = storage.entries
            #expect(entries.map(\.member) == ["first", "x", "third"])
            #expect(entries[0].owner === targets[0] && entries[2].owner === targets[2])
            #expect(entries[1].owner is SharedEntry)
            let read = storage.probedValueAddress(for: keys[1]).map { SharedStorage.value(at: $0) as Target }
            #expect(read === targets[1])
        }
        #expect(released == nil)
    }

    /// A creation claims its key's slot before its factory runs, and readers step over the claim.
    ///
    /// Claims made while others are in flight grow the table, which carries every claim along, and each creation
    /// publishes where its claim is now, in any order.
    @Test func claimsAreInvisibleToReadersAndMoveWithAGrowingTable() {
        let storage = SharedStorage()
        let keys = Self.keys(count: 7)
        let creations = keys.map { Self.claim($0, in: storage) }
        // Seven claims in flight: the first table of one slot grew to 4, 8 and 16 slots.
        #expect(storage.currentTable.capacity == 16)
        #expect(Array(storage.ownTables).count == 4)
        #expect(keys.allSatisfy { Self.reads(of: $0, in: storage) == (nil, nil) })
        #expect(storage.entries.isEmpty)
        let members: [StaticString] = ["m0", "m1", "m2", "m3", "m4", "m5", "m6"]
        for index in keys.indices.reversed() {
            let (creation, slot) = creations[index]
            storage.endClaim(
                publishing: .entry(.passRetained(SharedEntry.holding(index * 10, member: members[index]))),
                by: creation,
                at: slot,
                for: keys[index])
        }
        #expect(keys.indices.allSatisfy { Self.reads(of: keys[$0], in: storage).probed == $0 * 10 })
        // Listed in the order the instances arrived, which is not the order of the claims.
        #expect(storage.entries.map(\.member) == ["m6", "m5", "m4", "m3", "m2", "m1", "m0"])
    }

    /// A creation whose factory throws leaves its slot abandoned: readers step over it, and the key's next creation
    /// claims that same slot, so a factory that keeps failing never grows the table.
    @Test func anAbandonedSlotIsClaimedAgainByTheNextCreationOnItsSearch() {
        let storage = SharedStorage()
        let keys = Self.keys(count: 4)
        Self.insert(1, for: keys[0], in: storage)
        Self.insert(2, for: keys[1], in: storage)
        Self.insert(3, for: keys[2], in: storage)
        var capacities = LearnedTableCapacities()
        var slots: Set<Int> = []
        for attempt in 1...1_000 {
            let (creation, claimed) = Self.claim(keys[3], in: storage)
            guard
                case .inFlight(let found) = storage.search(
                    forUnkeyed: keys[3], member: "member", learning: &capacities, of: SharedStorageTests.self)
            else {
                Issue.record("attempt \(attempt): the claim is not found")
                return
            }
            #expect(found == creation)
            slots.insert(Int(bitPattern: claimed.words))
            storage.endClaim(publishing: nil, by: creation, at: claimed, for: keys[3])
            #expect(Self.reads(of: keys[3], in: storage) == (nil, nil))
        }
        // The first claim grew the table of 4 slots, which held three instances, to 8; no claim after it grew it.
        #expect(slots.count == 1)
        #expect(storage.currentTable.capacity == 8)
        Self.insert(4, for: keys[3], in: storage)
        #expect(keys.indices.allSatisfy { Self.reads(of: keys[$0], in: storage).probed == $0 + 1 })
        #expect(storage.currentTable.capacity == 8)
    }

    /// The pair check and the probe of a missing key read the call-site word past the one slot, which the table's
    /// block holds, zeroed.
    @Test func aFirstTableHasOneSlotAndAMissingKeyReadsTheSlotPastItAsEmpty() {
        let storage = SharedStorage()
        let keys = Self.keys(homedIn: 0, count: 1) + Self.keys(homedIn: 7, count: 1)
        Self.insert(1, for: keys[0], in: storage)
        let capacity = storage.currentTable.capacity
        let present = Self.reads(of: keys[0], in: storage)
        let missing = Self.reads(of: keys[1], in: storage)
        #expect(capacity == 1)
        #expect(present.inline == 1 && present.probed == 1)
        #expect(missing.inline == nil && missing.probed == nil)
    }

    @Test func anotherValueTypeAtTheSameSiteIsNotFound() {
        let storage = SharedStorage()
        let key = Self.keys(homedIn: 5, count: 1)[0]
        Self.insert(7, for: key, in: storage)
        let sameSiteAsString = SharedKey(
            site: key.site, valueType: SharedKey.TypeAddress(of: String.self), fileAddress: key.fileAddress,
            explicitKeyHash: 0)
        let inline = storage.homeSlotValueAddress(for: sameSiteAsString)
        let probed = storage.probedValueAddress(for: sameSiteAsString)
        #expect(inline == nil && probed == nil)
        #expect(Self.reads(of: key, in: storage).inline == 7)
    }

    @Test func onlyOneWordValuesWhoseBitsCanMoveLiveInTheSlot() {
        struct WeakBox { weak var target: SharedStorageTests.Target? }
        #expect(SharedStorage.storesInSlot(Int.self))
        #expect(SharedStorage.storesInSlot(Bool.self))
        #expect(SharedStorage.storesInSlot(Target.self))
        #expect(SharedStorage.storesInSlot(Target?.self))
        #expect(!SharedStorage.storesInSlot(WeakBox.self))
        #expect(!SharedStorage.storesInSlot(String.self))
        #expect(!SharedStorage.storesInSlot((Int, Int).self))
    }

    /// Inserts `value` for `key` at the keyed call site `site`, as a creation does: finds or adds the call site's
    /// table, claims the key's slot in it, and publishes the value there.
    static func insert<Key: Hashable & Sendable>(
        _ value: Int, keyedBy key: Key, at site: SharedKey, in storage: borrowing SharedStorage
    ) {
        let sharedKey = SharedKey(
            site: site.site, valueType: site.valueType, fileAddress: site.fileAddress,
            explicitKeyHash: SharedKey.explicitKeyHash(of: key.hashValue))
        var capacities = LearnedTableCapacities()
        let table = storage.keyedTable(
            for: sharedKey, valuesType: KeyedSharedValues<Int, Key>.self, member: "member(id:)",
            learning: &capacities, of: SharedStorageTests.self
        ).takeUnretainedValue()
        // The helper hashes the key as `sharedKey` does, so reads through the storage find the value.
        KeyedSharedValuesTests.insert(value, for: key, into: table as! KeyedSharedValues<Int, Key>)
    }

    @Test func anUnkeyedOneWordValueIsReadFromItsSlotAndAKeyedOneFromItsCallSitesTable() {
        let storage = SharedStorage()
        let unkeyed = Self.keys(homedIn: 1, count: 1)[0]
        let keyed = SharedKey(
            fileID: "Graft/SharedStorageTests.swift", line: 1, column: 1, valueType: Int.self,
            explicitKeyHash: "eight".hashValue)
        Self.insert(7, for: unkeyed, in: storage)
        Self.insert(8, keyedBy: "eight", at: keyed, in: storage)

        let unkeyedAddress = storage.probedValueAddress(for: unkeyed)
        let table = storage.currentTable
        let tableWords =
            Int(bitPattern: table.table)..<Int(bitPattern: table.table + table.capacity * SharedStorage.Slot.wordCount)
        #expect(unkeyedAddress.map { SharedStorage.value(at: $0) as Int } == 7)
        #expect(unkeyedAddress.map { tableWords.contains($0.bitPattern) } == true)
        #expect(storage.value(for: keyed, explicitKey: "eight") as Int? == 8)
        #expect(
            storage.keyedValues(for: keyed.siteKey, keyType: SharedKey.TypeAddress(of: String.self))
                is KeyedSharedValues<Int, String>)
    }

    /// A keyed read compares the key's type before it casts the entry: the same call site, value type and hash
    /// with a key of another type finds nothing, where an unchecked cast of the entry would read a `String` key as
    /// a `Substring`.
    @Test func aKeyOfAnotherTypeWithTheSameHashIsNotFound() {
        let storage = SharedStorage()
        let key = SharedKey(
            fileID: "Graft/SharedStorageTests.swift", line: 2, column: 1, valueType: Int.self,
            explicitKeyHash: "nine".hashValue)
        Self.insert(9, keyedBy: "nine", at: key, in: storage)
        #expect(storage.value(for: key, explicitKey: "nine" as Substring) as Int? == nil)
        #expect(storage.value(for: key, explicitKey: "nine") as Int? == 9)
        #expect(storage.value(for: key, explicitKey: "ten") as Int? == nil)
    }

    #if GRAFT_INTERNAL_CHECKS
    /// A storage whose table of 4 slots holds two entries, each in its home slot, checked.
    static func storageOfTwoEntriesHomedApart() -> SharedStorage {
        let storage = SharedStorage()
        let keys = keys(homedIn: 2, count: 1) + keys(homedIn: 5, count: 1)
        for (offset, key) in keys.enumerated() {
            insert(offset, for: key, in: storage)
        }
        storage._checkInvariants()
        return storage
    }

    /// The invariant check that every insertion runs with `GRAFT_INTERNAL_CHECKS=1` stops on a key its lookup cannot
    /// find: here a slot's call-site word is cleared, which leaves the keys displaced past it unreachable.
    @Test func theInvariantCheckStopsOnAnEntryItsLookupCannotFind() async {
        let result = await retryingInterruptedSystemCalls {
            await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                let storage = SharedStorage()
                // Four entries, so a table of 8 slots, all homed in slot 2.
                for (offset, key) in SharedStorageTests.keys(homedIn: 2, count: 4).enumerated() {
                    SharedStorageTests.insert(offset, for: key, in: storage)
                }
                storage._checkInvariants()
                storage.currentTable.slot(at: 2).words[SharedStorage.Slot.siteWord].store(0, ordering: .relaxed)
                storage._checkInvariants()
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("Graft: internal error: slot "), "\(message)")
        #expect(message.contains(" is not found by a lookup of its key"), "\(message)")
    }

    /// The check compares the table's entries with the storage's, not only their counts: here one slot is made to
    /// point at another slot's entry, which leaves the counts equal and every key found.
    @Test func theInvariantCheckStopsOnATableWhoseEntriesAreNotTheStorages() async {
        let result = await retryingInterruptedSystemCalls {
            await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                let storage = SharedStorageTests.storageOfTwoEntriesHomedApart()
                let table = storage.currentTable
                let slots = (0..<table.capacity).map { table.slot(at: $0) }.filter { !$0.loadSite().isEmpty }
                let otherEntry = slots[1].words[SharedStorage.Slot.entryWord].load(ordering: .relaxed)
                slots[0].words[SharedStorage.Slot.entryWord].store(otherEntry, ordering: .relaxed)
                storage._checkInvariants()
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            message.contains("Graft: internal error: the table's 2 entries are not the storage's 2"), "\(message)")
    }

    /// The check stops on a trailer that lists a slot of its own holding no instance, which its `deinit` would
    /// release: here the one own slot of a table of 4 is emptied, and no key is displaced past it.
    @Test func theInvariantCheckStopsOnATrailerThatListsAnEmptySlot() async {
        let result = await retryingInterruptedSystemCalls {
            await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                let storage = SharedStorageTests.storageOfTwoEntriesHomedApart()
                let trailer = storage.currentTable.trailer
                trailer.ownSlot(at: 0).words[SharedStorage.Slot.siteWord].store(0, ordering: .relaxed)
                storage._checkInvariants()
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            message.contains(
                "Graft: internal error: a table of 4 slots lists a slot of its own that holds no instance"),
            "\(message)")
    }
    #endif

    final class Target: Sendable {}
}
