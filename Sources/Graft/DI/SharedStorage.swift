// Public because the lock-free read is inlined into clients, which then call Atomic themselves.
public import Synchronization

/// The `shared` instances of one component: a hash table that readers probe without a lock.
///
/// The storage lives inline in its component, so a read loads the table's word straight from the component; the
/// layout of that word, of a table and of a slot is drawn in `SharedStorage+Layout.swift`. A key probes its home
/// slot, then the home index XOR 1, XOR 2 and so on: the inlined read checks the first two, a pair that never
/// straddles the table's end, and an out-of-line probe the rest.
///
/// Writers run only on a first access, one at a time under the creation registry's lock, which is also what orders
/// every access to the entries and retired tables this storage keeps: its atomics for them are loaded and stored
/// relaxed, and need no lock of their own. One would order nothing that lock does not, and make every component a
/// word larger: 0 to 7 bytes more per component with one `shared` member, after the allocator's rounding (mallinfo2
/// over 50,000 components). An unkeyed creation first claims the slot its instance goes in, which readers step over
/// (see `SharedStorage+Claim.swift`). Writers fill a slot's other words, then publish its call-site word with a
/// release store, and grow the table by publishing a larger copy. Readers load the table and the call-site word with acquire loads,
/// so a slot whose call site matches is complete. Nothing published ever changes or moves, and a replaced table stays
/// allocated until the component is released, so a reader holding an old table still reads valid memory.
@usableFromInline
struct SharedStorage: ~Copyable, Sendable {
    /// The current table's word; an empty table before the first instance.
    @usableFromInline let publishedTable = Atomic<Int>(SharedStorage.emptyTable.rawValue)

    /// A table of one empty slot, shared by every storage until its first instance, so a read never checks for a
    /// missing table.
    private static let emptyTable = makeFirstTable()

    /// The most entries, claimed and abandoned slots counted, that a table of `capacity` slots (more than one)
    /// holds: three quarters of its slots, so that most keys sit in their home slot or the slot paired with it, and
    /// every probe meets an empty slot.
    ///
    /// Three quarters rather than half: a component of ten members fills a table of 16 slots, not 32, and, with the
    /// trailer's indexes of its own slots (``Trailer/wordCount(capacity:inheriting:)``), holds 1,242 bytes instead
    /// of 2,255, 2.88x a class of ten `lazy var`s' instead of 5.23x (mallinfo2), and takes 2.66x its time instead
    /// of 2.73x (medians of 12 interleaved runs of graft-bench --only members). About one member in seven then sits
    /// past the pair of slots that the inlined read checks: ten warm reads of the ten members took 14.75 ns instead
    /// of 14.5 (medians of six interleaved runs).
    @inline(__always)
    static func entryLimit(capacity: Int) -> Int {
        capacity &- capacity &>> 2
    }
    /// The capacity a table of one grows to for a second entry, the smallest of more than one slot whose pair of
    /// slots leaves others free, unless components of its type have grown larger (``LearnedTableCapacities``);
    /// every later table doubles, or grows to the capacity its type learned when that is larger.
    static var smallestGrownCapacity: Int { 4 }
    /// The largest table that ``_checkInvariants()`` checks in full after every insertion.
    static var largestTableCheckedOnEveryInsert: Int { 1_024 }

    @usableFromInline
    init() {}

    deinit {
        // A first table of one slot releases its instance first; every other table as the walk reaches it.
        if let first = firstTable, first.capacity == 1 { Self.release(first.keepingSlots) }
        // The walk has read each table's predecessor before it hands the table over, so freeing it is safe.
        for table in ownTables {
            if table.capacity > 1 { Self.release(table.keepingSlots) }
            Self.deallocate(table)
        }
    }

    /// Releases what each of `slots` keeps: an entry, or a class instance kept without one.
    private static func release(_ slots: KeepingSlots) {
        for slot in slots { slot.releaseKept() }
    }

    private static func deallocate(_ table: TableWord) {
        let words =
            table.capacity == 1
            ? firstTableWords
            : tableWords(capacity: table.capacity, inheriting: table.trailer.inheritedEntryCount)
        table.table.deinitialize(count: words)
        if isPooled(capacity: table.capacity) {
            SmallTablePool.shared.deallocate(UnsafeMutableRawPointer(table.table))
        } else {
            table.table.deallocate()
        }
    }

    /// Whether a table of `capacity` slots comes from the pool of small tables: a component's first table does,
    /// since a block of the pool takes fewer instructions than `malloc` (see ``SmallTablePool``).
    private static func isPooled(capacity: Int) -> Bool {
        capacity == 1 && firstTableWords * MemoryLayout<Atomic<Int>>.stride <= SmallTablePool.blockSize
    }

    /// The words a component's first table takes: its one slot, and the call-site word of a second, empty slot,
    /// which a key's pair check and probe read.
    ///
    /// Most components have one `shared` member, so a first table has one slot: with two, a node of the tree
    /// benchmark (graft-bench --only trees), whose component has one, holds 615 bytes instead of 571, 8% more.
    static var firstTableWords: Int { Slot.wordCount + 1 }

    /// The words a table of `capacity` slots (more than one) that inherited `inherited` entries takes: its slots
    /// and its trailer.
    static func tableWords(capacity: Int, inheriting inherited: Int) -> Int {
        capacity * Slot.wordCount + Trailer.wordCount(capacity: capacity, inheriting: inherited)
    }

    /// The table a reader searches now.
    @inlinable
    @inline(__always)
    var currentTable: TableWord {
        TableWord(rawValue: publishedTable.load(ordering: .acquiring))
    }

    /// The published table when this storage allocated it, or `nil` while it reads the shared empty table.
    ///
    /// Read only by writers, under the creation registry's lock, and by `deinit`. The empty table is the only table
    /// of one slot whose slot is empty, since a storage allocates its first table for its first instance: telling it
    /// so, rather than by its address, spares each insertion the check that `emptyTable` is initialized, a call to
    /// `swift_once` (callgrind, graft-bench --only members: 11,728 instructions per component of ten members
    /// compared by address, 11,642 so).
    var ownTable: TableWord? {
        let table = TableWord(rawValue: publishedTable.load(ordering: .relaxed))
        return table.capacity == 1 && table.slot(at: 0).isEmpty ? nil : table
    }

    /// The tables this storage has allocated, newest first: the published one, then each one's replaced table, back
    /// to the component's first, of one slot or of the capacity its type learned; none before the first instance.
    ///
    /// Walked only by writers, under the creation registry's lock, by `deinit`, and by tests.
    var ownTables: Tables { Tables(upcoming: ownTable) }

    /// A walk from a table back through the tables it replaced.
    struct Tables: Sequence, IteratorProtocol {
        /// The table the walk hands over next; `nil` once it has handed over a first table.
        fileprivate(set) var upcoming: TableWord?

        /// Hands over the next table, having read the table it replaced, so the caller may free it.
        mutating func next() -> TableWord? {
            guard let table = upcoming else { return nil }
            // A first table of one slot has no trailer; a larger one's names no replaced table.
            upcoming = table.capacity > 1 ? table.trailer.replacedTable : nil
            return table
        }
    }

    /// The component's first table, which every later table keeps; `nil` before the first instance.
    ///
    /// Read only by writers, under the creation registry's lock, and by `deinit`.
    private var firstTable: TableWord? {
        var first: TableWord?
        for table in ownTables { first = table }
        return first
    }

    /// The value stored at `address`; the caller has matched a key that includes `Value`, which makes this safe.
    ///
    /// Every read ends here, with one load from an address that the table or the creation gave: a getter whose
    /// every path ends in the same load lets the optimizer return a class-typed value at +0, borrowed from the
    /// component that keeps it, as it does for a stored `let`. The load is untyped because the address may be a
    /// table slot's last word, which holds a copy of a small value's bits.
    @inlinable
    @inline(__always)
    static func value<Value: Sendable>(at address: ValueAddress) -> Value {
        address.pointer.load(as: Value.self)
    }

    /// Whether an unkeyed table slot can hold a copy of the value itself, so that the value needs no memory of its
    /// own.
    ///
    /// True for a value of at most one word whose representation does not depend on its address (a class
    /// reference, an `Int`, most small structs). Its entry, or the table, keeps the original alive; the slot's copy
    /// is never destroyed.
    ///
    /// Measured: with every value in memory of its own, a node of the tree benchmark (graft-bench --only trees)
    /// holds 649 bytes instead of 571, 14% more; warm reads cost the same.
    ///
    /// - Parameter valueType: The value's type.
    /// - Returns: `true` when an unkeyed slot can hold the value.
    @inlinable
    @inline(__always)
    static func storesInSlot<Value>(_ valueType: Value.Type) -> Bool {
        MemoryLayout<Value>.size <= MemoryLayout<Int>.size
            && MemoryLayout<Value>.alignment <= MemoryLayout<Int>.alignment && _isBitwiseTakable(Value.self)
    }

    /// Finds the slot holding `key` without taking a lock.
    ///
    /// - Parameters:
    ///   - key: The call site, value type and explicit key hash of the `shared` call.
    ///   - confirm: Confirms a slot whose key words match, by comparing the explicit key itself; unkeyed calls pass
    ///     a closure that returns `true`, which the optimizer removes.
    /// - Returns: The slot, or `nil` when no instance exists yet.
    @inlinable
    @inline(__always)
    func slot(for key: SharedKey, confirm: (Slot) -> Bool) -> Slot? {
        let table = currentTable
        let home = table.homeIndex(of: key.hash)
        // A table is at most three quarters full, and a table of one has an empty slot past its end, so the probe
        // meets an empty slot before it runs out of slots.
        var probe = 0
        while true {
            let slot = table.slot(probe, from: home)
            let site = slot.loadSite()
            guard !site.isEmpty else { return nil }
            if key.matches(slot.key(site: site, keyed: key.isKeyed)), confirm(slot) {
                return slot
            }
            probe &+= 1
        }
    }

    /// Whether `slot` is published and holds the unkeyed `key`, comparing file names by address only.
    ///
    /// The call-site word is loaded and compared first, and the other key words are loaded only when it matches, so
    /// a slot holding another member costs one load.
    @inlinable
    @inline(__always)
    static func slot(_ slot: Slot, holdsUnkeyed key: SharedKey) -> Bool {
        let site = slot.loadSite()
        return _fastPath(site.rawValue == key.site.rawValue)
            && key.matches(slot.key(site: site, keyed: key.isKeyed), comparingFileContents: false)
    }

    /// Finds the value for an unkeyed `shared` call when it sits in its home slot, the slot its hash points to, or in
    /// that slot's pair, the index XOR 1.
    ///
    /// This is the whole inlined warm path: one load of the table, then for each of the two slots three loads and
    /// three compares. A table is at most three quarters full, so most entries sit in one of those two slots; one
    /// further along is found by ``probedValueAddress(for:)``, out of line, which keeps every call site small.
    /// The pair of a slot is always in the table, or the empty slot past a table of one, so neither check wraps the
    /// index.
    ///
    /// - Parameter key: The call site and value type of the `shared` call.
    /// - Returns: The value's address, or `nil` when it is in neither slot (or does not exist yet).
    @inlinable
    @inline(__always)
    func homeSlotValueAddress(for key: SharedKey) -> ValueAddress? {
        let table = currentTable
        let home = table.homeIndex(of: key.hash)
        for probe in 0..<2 {
            let slot = table.slot(probe, from: home)
            if Self.slot(slot, holdsUnkeyed: key) { return slot.valueAddress }
        }
        return nil
    }

    /// Whether `key`'s home slot is empty, so that no slot holds `key`: every search for a key starts at its home
    /// slot and stops at the first empty one, and a slot, once used, is never empty again.
    ///
    /// - Parameter key: The call site and value type of the `shared` call.
    /// - Returns: `true` when the home slot is empty.
    @inlinable
    @inline(__always)
    func homeSlotIsEmpty(for key: SharedKey) -> Bool {
        let table = currentTable
        return table.slot(0, from: table.homeIndex(of: key.hash)).loadSite().isEmpty
    }

    /// Finds the value for an unkeyed `shared` call that collided out of its home slot, without taking a lock.
    ///
    /// The synchronous path reaches it through `Component.sharedValueAddressOffTheHomeSlot`, which is never inlined,
    /// so the probe loop stays out of every call site.
    ///
    /// - Parameter key: The call site and value type of the `shared` call.
    /// - Returns: The value's address, or `nil` when no instance exists yet.
    @inlinable
    func probedValueAddress(for key: SharedKey) -> ValueAddress? {
        slot(for: key, confirm: { _ in true })?.valueAddress
    }

    /// Finds the value for a keyed `shared` call without taking a lock.
    ///
    /// The call site's slot is found by its ``SharedKey/siteKey``, as an unkeyed read finds its own; a slot whose
    /// key words match, which include `Value`'s type, and whose key type is `Key` holds a
    /// `KeyedSharedValues<Value, Key>`, so the entry is cast unchecked and searched for the key, which it compares
    /// by `Key`'s own `==`.
    ///
    /// - Parameters:
    ///   - key: The call site, value type and explicit key hash of the `shared` call.
    ///   - explicitKey: The key passed to `shared(key:)`.
    /// - Returns: The value, or `nil` when no instance exists yet.
    @inlinable
    @inline(__always)
    func value<Value: Sendable, Key: Hashable & Sendable>(for key: SharedKey, explicitKey: Key) -> Value? {
        let keyType = SharedKey.TypeAddress(of: Key.self)
        guard let site = slot(for: key.siteKey, confirm: { $0.keyType == keyType }) else { return nil }
        return KeyedSharedValues<Value, Key>.value(
            in: site.entryAddress.unmanagedEntry(as: KeyedSharedValues<Value, Key>.self), for: explicitKey,
            hash: key.explicitKeyHash)
    }

    /// The table a keyed call site with `siteKey` and `keyType` keeps its instances in, if it has one yet.
    ///
    /// Called under the creation registry's lock, or by a test.
    func keyedValues(for siteKey: SharedKey, keyType: SharedKey.TypeAddress) -> KeyedSharedEntry? {
        keyedSlot(for: siteKey, keyType: keyType)?.entryAddress.withEntry {
            unsafeDowncast($0, to: KeyedSharedEntry.self)
        }
    }

    /// The slot of a keyed call site with `siteKey` and `keyType`, whose entry is the call site's table, if it has
    /// one yet.
    @inline(__always)
    private func keyedSlot(for siteKey: SharedKey, keyType: SharedKey.TypeAddress) -> Slot? {
        slot(for: siteKey) { $0.keyType == keyType }
    }

    /// The table the keyed call site of `key` keeps its instances of `valuesType` in, which the call site's first
    /// creation adds to this storage; called only under the creation registry's lock.
    ///
    /// - Parameters:
    ///   - key: The call site, value type and explicit key hash of the `shared(key:)` call.
    ///   - valuesType: `KeyedSharedValues<Value, Key>` of the call's types.
    ///   - member: The member whose getter called `shared(key:)`.
    ///   - capacities: The capacities components' tables have grown to, as the unkeyed `insert(_:for:learning:of:)`
    ///     describes.
    ///   - componentType: The type of the component that owns this storage.
    /// - Returns: The table, which the storage keeps while the component lives.
    func keyedTable(
        for key: SharedKey, valuesType: KeyedSharedEntry.Type, member: StaticString,
        learning capacities: inout LearnedTableCapacities, of componentType: Any.Type
    ) -> Unmanaged<KeyedSharedEntry> {
        let siteKey = key.siteKey
        if let site = keyedSlot(for: siteKey, keyType: valuesType.keyType) {
            // Borrowed from the slot, not retained: a reference of its own cost a keyed creation a retain and a
            // release (callgrind, graft-bench --only keyed: 542 instructions per `Int`-keyed creation, 530).
            return site.entryAddress.unmanagedEntry(as: KeyedSharedEntry.self)
        }
        let values = valuesType.init(member: member, siteHash: siteKey.hash, learning: .shared)
        insertSlot(values, for: siteKey, learning: &capacities, of: componentType)
        return .passUnretained(values)
    }

    /// Publishes a keyed call site's table in a slot for its site key, growing the table first when it has no room.
    ///
    /// Called only under the creation registry's lock.
    ///
    /// - Parameters:
    ///   - values: The call site's table, whose reference the storage takes over.
    ///   - key: The call site's ``SharedKey/siteKey``.
    ///   - capacities: The capacities components' tables have grown to, by component type.
    ///   - componentType: The type of the component that owns this storage.
    private func insertSlot(
        _ values: SharedEntry, for key: SharedKey, learning capacities: inout LearnedTableCapacities,
        of componentType: Any.Type
    ) {
        defer { _checkInvariants() }
        let current: TableWord
        if let own = ownTable {
            current = own
        } else {
            current = Self.makeFirstTable(learning: &capacities, of: componentType)
            if current.capacity == 1 {
                Self.fill(current.slot(at: 0), of: current, with: .entry(.passRetained(values)), for: key)
                publishedTable.store(current.rawValue, ordering: .releasing)
                return
            }
            // A first table of the learned capacity is filled as any larger table is, once published empty.
            publishedTable.store(current.rawValue, ordering: .releasing)
        }
        if Self.hasRoom(current, learning: &capacities, of: componentType) {
            Self.fill(Self.emptySlot(for: key, in: current), of: current, with: .entry(.passRetained(values)), for: key)
            return
        }
        let table = Self.grown(current, member: values.member, learning: &capacities, of: componentType)
        Self.fill(Self.emptySlot(for: key, in: table), of: table, with: .entry(.passRetained(values)), for: key)
        publishedTable.store(table.rawValue, ordering: .releasing)
    }

    /// Fills `slot` of `table`, empty or claimed for `key`, with `instance`, whose retain the slot takes over and
    /// which readers then find by `key`'s search; a table of more than one slot lists the slot in its trailer.
    ///
    /// A class instance whose member's name packs into one word needs no entry: the slot's copy of its reference
    /// keeps it, and its entry word holds the name. Any other value is kept in an entry. Measured (graft-bench
    /// --only trees), a tree node holds 513 bytes instead of 565 with its instance kept so, and its whole cycle
    /// takes 17,279 instructions instead of 17,855.
    static func fill(_ slot: Slot, of table: TableWord, with instance: NewInstance, for key: SharedKey) {
        if case .object(_, let member) = instance, let name = StoredMemberName(member).packedWord {
            slot.fill(with: key, entryAddress: EntryAddress(keptInstanceNamed: name), placement: instance.placement)
        } else {
            slot.fill(
                with: key, entryAddress: EntryAddress(taking: instance.takingEntry()), placement: instance.placement)
        }
        if table.capacity > 1 { table.trailer.appendOwnSlot(slot) }
    }

    /// Whether `table`, a storage's current one, has room for one more entry or claim: a first table of one slot has
    /// none, and a larger one stays at most three quarters full (``entryLimit(capacity:)``), its claimed and
    /// abandoned slots counted.
    ///
    /// A component's first table that gets its second entry or claim counts the component for its type
    /// (``LearnedTableCapacities/countSecondInstance(for:)``): a table of one slot, which then grows, or one of the
    /// learned capacity.
    ///
    /// Inlined: called, it took a component of ten members 10,016 instructions instead of 9,751 (callgrind,
    /// graft-bench --only members).
    ///
    /// - Parameters:
    ///   - table: The storage's current table.
    ///   - capacities: The capacities components' tables have grown to, by component type.
    ///   - componentType: The type of the component that owns this storage.
    /// - Returns: `true` when an entry or claim fits in `table`.
    @inline(__always)
    static func hasRoom(
        _ table: TableWord, learning capacities: inout LearnedTableCapacities, of componentType: Any.Type
    ) -> Bool {
        guard table.capacity > 1 else {
            capacities.countSecondInstance(for: ObjectIdentifier(componentType))
            return false
        }
        // Counts of at most 2^14 entries, which cannot overflow: checked, the arithmetic took 10,514 instructions
        // per component of ten members, and 10,438 unchecked (callgrind, graft-bench --only members).
        let used = entryCount(of: table) &+ table.trailer.pendingSlotCount
        if used == 1, table.trailer.replacedTable == nil {
            capacities.countSecondInstance(for: ObjectIdentifier(componentType))
        }
        return used < entryLimit(capacity: table.capacity)
    }

    /// Allocates the table that replaces `current`, a storage's full current one, holding its entries and claims,
    /// for the caller to publish.
    ///
    /// A first table grows to the capacity its component's type learned, up to
    /// ``LearnedTableCapacities/largestFirstGrowth``, and at least ``smallestGrownCapacity``; a larger one doubles,
    /// or grows to the learned capacity when that is larger, and teaches its new capacity.
    ///
    /// - Parameters:
    ///   - current: The full table.
    ///   - member: The member whose instance needs the room, for the message when the table cannot grow.
    ///   - capacities: The capacities components' tables have grown to, by component type.
    ///   - componentType: The type of the component that owns this storage.
    /// - Returns: The new table.
    static func grown(
        _ current: TableWord, member: @autoclosure () -> String, learning capacities: inout LearnedTableCapacities,
        of componentType: Any.Type
    ) -> TableWord {
        let capacity: Int
        let type = ObjectIdentifier(componentType)
        if current.capacity == 1 {
            capacity = max(smallestGrownCapacity, capacities.firstTableCapacity(for: type) ?? 0)
        } else {
            capacity = max(2 * current.capacity, capacities.capacity(for: type) ?? 0)
            if capacity > TableWord.largestCapacity {
                stopFull(
                    componentType: componentType, member: member(), instances: entryLimit(capacity: current.capacity))
            }
            capacities.learn(capacity, for: type)
        }
        return makeTable(capacity: capacity, copying: current)
    }

    /// Stops the program when a component's table, full at `instances`, cannot grow for `member`'s new instance:
    /// its table word has no room for a larger table's shift (``TableWord/largestCapacity``).
    private static func stopFull(componentType: Any.Type, member: String, instances: Int) -> Never {
        fatalError(
            "Graft: \(componentType).\(member) cannot add an instance: the component already holds \(instances) "
                + "unkeyed shared instances, the most one holds. A member that makes an instance per type or per "
                + "input should pass that input as shared(key:).")
    }

    /// The number of entries in `table`, a storage's current one: in a first table, one once its instance is
    /// published; in a larger one, those it inherited and those that arrived since.
    ///
    /// Inlined, as is `StoredMemberName.init(_:)`: called, the two cost a creation about 19 instructions (callgrind,
    /// graft-bench --only members: 13,711 instructions per component of ten members, 13,525 inlined).
    @inline(__always)
    private static func entryCount(of table: TableWord) -> Int {
        guard table.capacity > 1 else { return table.slot(at: 0).site.isPublished ? 1 : 0 }
        let trailer = table.trailer
        return trailer.inheritedEntryCount &+ trailer.ownEntryCount
    }

    /// The instances created so far, in creation order, but that every instance of a keyed call site is listed
    /// where its first was, in the order of its keys; read it through ``SharedCreations/entries(in:)``.
    var entries: [ListedEntry] {
        entriesListingEachKeyedTableOnce.flatMap(\.listingEachKey)
    }

    /// The entries in creation order, each keyed call site's table listed once, from the slots that keep them.
    private var entriesListingEachKeyedTableOnce: [ListedEntry] {
        ownTables.reversed().flatMap { $0.keepingSlots.map(ListedEntry.init(keptBy:)) }
    }

    /// An entry as a listing of a storage's entries gives it, from the slot that keeps it: an entry, or an instance
    /// kept without one.
    struct ListedEntry {
        /// What keeps its value alive: the entry, or the instance itself.
        let owner: AnyObject
        /// The member whose getter called `shared`, as `#function` spells it.
        let member: String
        /// The type of the member's value.
        let valueType: Any.Type
        /// The key passed to `shared(key:)`, or `nil` for an unkeyed call.
        let explicitKey: (any Hashable & Sendable)?

        /// Lists what the published `slot` keeps; a keyed call site's table is listed once, without a key, until
        /// ``listingEachKey`` lists each of its instances.
        init(keptBy slot: Slot) {
            let address = slot.entryAddress
            if let instance = slot.keptInstance {
                owner = instance.takeUnretainedValue()
                member = StoredMemberName(packedWord: address.rawValue).string
            } else {
                (owner, member) = address.withEntry { ($0, $0.member) }
            }
            valueType = SharedKey.TypeAddress(rawValue: slot.publishedWord(Slot.valueTypeWord)).type
            explicitKey = nil
        }

        private init(owner: AnyObject, member: String, valueType: Any.Type, explicitKey: any Hashable & Sendable) {
            self.owner = owner
            self.member = member
            self.valueType = valueType
            self.explicitKey = explicitKey
        }

        /// This listing, or for a keyed call site's table, a listing of each of its instances, with its key, in the
        /// order the keys were created.
        var listingEachKey: [ListedEntry] {
            guard let values = owner as? KeyedSharedEntry else { return [self] }
            return values.keys.map {
                ListedEntry(owner: owner, member: member, valueType: valueType, explicitKey: $0)
            }
        }
    }

    /// The number of entries, without copying them.
    private var entryCount: Int {
        ownTable.map(Self.entryCount(of:)) ?? 0
    }

    /// Allocates a component's first table: one empty slot and the call-site word of an empty second.
    static func makeFirstTable() -> TableWord {
        makeTable(capacity: 1, words: firstTableWords)
    }

    /// Allocates a component's first table, for its first instance or claim: of one slot, or of the capacity its
    /// component's type learned (``LearnedTableCapacities/capacityOfNewFirstTable(for:)``), which replaces no table,
    /// so its trailer's replaced table is `nil`.
    ///
    /// Starting at the learned capacity rather than growing to it on the second instance, a component of ten members
    /// took 9,605 instructions instead of 10,258 (callgrind), 2.95x a `lazy var` class's time instead of 3.09x
    /// (medians of 20 interleaved runs), and 2,255 bytes instead of 2,304 (graft-bench --only members): it makes
    /// no table of one slot, whose block comes from a slab of `posix_memalign`, and copies no table.
    ///
    /// - Parameters:
    ///   - capacities: The capacities components' tables have grown to, by component type.
    ///   - componentType: The type of the component that owns the table.
    /// - Returns: The table's word, for the caller to publish.
    static func makeFirstTable(
        learning capacities: inout LearnedTableCapacities, of componentType: Any.Type
    ) -> TableWord {
        guard let capacity = capacities.capacityOfNewFirstTable(for: ObjectIdentifier(componentType)), capacity > 1
        else {
            return makeFirstTable()
        }
        return makeTable(capacity: capacity, words: tableWords(capacity: capacity, inheriting: 0))
    }

    /// Allocates a table of `capacity` slots, zeroed: `words` of them.
    ///
    /// - Parameters:
    ///   - capacity: The number of slots, a power of two.
    ///   - words: The words it takes, with the word past a first table's slot or a larger table's trailer.
    /// - Returns: The table's word.
    private static func makeTable(capacity: Int, words: Int) -> TableWord {
        let byteCount = words * MemoryLayout<Atomic<Int>>.stride
        let memory =
            isPooled(capacity: capacity)
            ? SmallTablePool.shared.allocate()
            : UnsafeMutableRawPointer.allocate(byteCount: byteCount, alignment: TableWord.tableAlignment)
        let table = memory.bindMemory(to: Atomic<Int>.self, capacity: words)
        for word in 0..<words {
            (table + word).initialize(to: Atomic(0))
        }
        return TableWord(table: table, capacity: capacity)
    }

    /// Allocates a table of `capacity` slots holding every entry of `current`, each placed by its key as readers of
    /// the new table search for it.
    ///
    /// The slots themselves are what is copied: they hold every key, and entries do not keep one. The new table's
    /// trailer keeps `current`, whose own trailer keeps the entries that arrived while it was current.
    private static func makeTable(capacity: Int, copying current: TableWord) -> TableWord {
        let inherited = entryCount(of: current)
        let table = makeTable(capacity: capacity, words: tableWords(capacity: capacity, inheriting: inherited))
        table.trailer.replacedTable = current
        table.trailer.inheritedEntryCount = inherited
        var claims = 0
        for index in 0..<current.capacity {
            let slot = current.slot(at: index)
            let site = slot.site
            if site.isPublished {
                let key = slot.key(site: site, keyed: site.isKeyed)
                place(key, entryAddress: slot.entryAddress, placement: slot.placement(site: site), in: table)
            } else if site.isClaimed {
                let key = slot.claimedKey
                emptySlot(for: key, in: table).claim(for: key, by: slot.claimant)
                claims += 1
                // So that a creation that finds its claim where it made it knows the table is the current one (see
                // `endClaim(publishing:by:at:for:)`). Readers of this table step over either.
                slot.abandon()
            }
            // An abandoned slot is left behind: nothing in the new table's probes needs to step over it.
        }
        table.trailer.pendingSlotCount = claims
        return table
    }

    @discardableResult
    private static func place(
        _ key: SharedKey, entryAddress: EntryAddress, placement: SharedEntry.Placement, in table: TableWord
    ) -> Slot {
        let slot = emptySlot(for: key, in: table)
        slot.fill(with: key, entryAddress: entryAddress, placement: placement)
        return slot
    }

    /// The first empty slot of `key`'s search in `table`, which has room.
    private static func emptySlot(for key: SharedKey, in table: TableWord) -> Slot {
        let home = table.homeIndex(of: key.hash)
        var probe = 0
        while !table.slot(probe, from: home).isEmpty {
            probe += 1
        }
        return table.slot(probe, from: home)
    }
}

extension SharedStorage {
    #if GRAFT_INTERNAL_CHECKS
    /// Checks what readers rely on, after every insertion, claim and abandoned claim: a first table's slot is in use
    /// and the call-site word past it empty, and a larger table is at most three quarters full, its claimed and
    /// abandoned slots counted; every published slot is complete; a lookup of each published slot's key, as readers
    /// make it, finds that slot; every slot a trailer lists is published; and the table's entries are exactly the
    /// storage's.
    ///
    /// Compiled only when the package is built with the environment variable `GRAFT_INTERNAL_CHECKS=1`, as Graft's
    /// CI does for its tests; otherwise it is empty. Called under the creation registry's lock. A table larger than
    /// ``largestTableCheckedOnEveryInsert`` is checked in full only when it has just grown, so that a test creating a
    /// hundred thousand instances stays linear.
    func _checkInvariants() {
        guard let table = ownTable else {
            Self.check(entryCount == 0, "entries without a table")
            return
        }
        let count = entryCount
        let capacity = table.capacity
        if capacity == 1 {
            let first = table.slot(at: 0)
            Self.check(!first.isEmpty, "a first table's slot is empty")
            Self.check(table.slot(at: 1).isEmpty, "the word past a first table is not empty")
        } else {
            let pending = table.trailer.pendingSlotCount
            Self.check(
                count + pending <= Self.entryLimit(capacity: capacity),
                "a table of \(capacity) slots holds \(count) entries and \(pending) claimed or abandoned slots, more "
                    + "than three quarters full")
            Self.check(
                table.trailer.ownEntryCount + pending >= 1,
                "a table of \(capacity) slots was made for no entry or claim")
            // Each table it replaced was full when replaced, and had at most half the slots of the table that replaced
            // it: half, or fewer when the component's type had learned a larger capacity (LearnedTableCapacities).
            let grown = Array(ownTables).filter { $0.capacity > 1 }
            for (successor, replaced) in zip(grown, grown.dropFirst()) {
                Self.check(
                    replaced.capacity * 2 <= successor.capacity,
                    "a table of \(replaced.capacity) slots replaced one of \(successor.capacity)")
                let trailer = replaced.trailer
                Self.check(
                    trailer.ownEntryCount + trailer.pendingSlotCount == trailer.ownSlotRoom,
                    "a replaced table of \(replaced.capacity) slots kept \(trailer.ownEntryCount) entries of its own "
                        + "and \(trailer.pendingSlotCount) claimed or abandoned slots")
            }
            Self.check(
                (Self.smallestGrownCapacity...LearnedTableCapacities.largestFirstGrowth).contains(grown.last!.capacity),
                "a first table grew to \(grown.last!.capacity) slots")
        }
        let justGrew = capacity > 1 && table.trailer.ownEntryCount <= 1
        guard capacity <= Self.largestTableCheckedOnEveryInsert || justGrew else { return }
        if capacity > 1 {
            let pending = table.trailer.pendingSlotCount
            let pendingSlots = (0..<capacity).count {
                !table.slot(at: $0).isEmpty && !table.slot(at: $0).site.isPublished
            }
            Self.check(
                pendingSlots == pending, "a table counts \(pending) claimed or abandoned slots and has \(pendingSlots)")
        }
        let entries = entriesListingEachKeyedTableOnce
        var slotOwners: [ObjectIdentifier] = []
        for index in 0..<capacity {
            let slot = table.slot(at: index)
            let site = slot.loadSite()
            guard site.isPublished else { continue }
            Self.check(
                [Slot.valueTypeWord, Slot.valueAddressOrKeyTypeWord, Slot.entryWord].allSatisfy {
                    slot.publishedWord($0) != 0
                },
                "slot \(index) is published but incomplete")
            let address = slot.entryAddress
            let keyedValues = address.isKeptInstance ? nil : address.withEntry { $0 as? KeyedSharedEntry }
            let key = slot.key(site: site, keyed: site.isKeyed)
            let found =
                site.isKeyed
                ? keyedSlot(for: key, keyType: slot.keyType) : self.slot(for: key, confirm: { _ in true })
            Self.check(
                site.isKeyed == (keyedValues != nil) && (!site.isKeyed || key.explicitKeyHash == SharedKey.siteKeyHash)
                    && found?.words == slot.words,
                "slot \(index) is not found by a lookup of its key")
            slotOwners.append(ObjectIdentifier(ListedEntry(keptBy: slot).owner))
        }
        for table in ownTables where table.capacity > 1 {
            Self.check(
                table.keepingSlots.allSatisfy { $0.site.isPublished },
                "a table of \(table.capacity) slots lists a slot of its own that holds no instance")
        }
        Self.check(
            slotOwners.sorted() == entries.map { ObjectIdentifier($0.owner) }.sorted(),
            "the table's \(slotOwners.count) entries are not the storage's \(entries.count)")
    }

    /// Stops the program when an internal check of the storage or of its ``SmallTablePool`` fails, in release
    /// builds too, so the message is printed.
    static func check(_ holds: Bool, _ problem: @autoclosure () -> String) {
        if !holds { fatalError("Graft: internal error: \(problem())") }
    }
    #else
    /// Empty: the checks run only where Graft's own tests ask for them, with `GRAFT_INTERNAL_CHECKS=1`.
    @inline(__always)
    func _checkInvariants() {}
    #endif
}
