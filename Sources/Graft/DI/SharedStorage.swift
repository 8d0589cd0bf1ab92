// Public because the lock-free read is inlined into clients, which then call Atomic themselves.
public import Synchronization

/// The `shared` instances of one component: a hash table that readers probe without a lock.
///
/// The storage lives inline in its component, so a read loads the table's word straight from the component. That
/// word is the table's address, which is 64-byte aligned, with the shift that turns a key's hash into a slot index
/// (64 minus the base-2 logarithm of the capacity, less 1) in the low six bits, so finding a slot needs no further
/// load. Six bits express every capacity, so a component holds as many instances as memory allows.
///
/// A slot is six atomic words: three of the ``SharedKey`` (the call site, never zero, the value type and the file
/// name), the value's address, the entry's address, and the key's explicit key hash. An unkeyed key's hash is always
/// zero, so an unkeyed slot keeps a copy of a one-word value in that last word instead, and its value address is that
/// word's: every read loads the address from the slot and the value from the address, with no branch on the value's
/// type. A key probes its home slot, then the home index XOR 1, XOR 2 and so on, which visits every slot once
/// without wrapping: the inlined read checks the first two, a pair that never straddles the table's end. A table is
/// at most half full, but for a component's first, which has one slot for its one entry: past its end it has the
/// call-site word of an empty second slot, always zero, so the pair check and the probe read it as empty and stop
/// there.
///
/// Writers run only on a first access, one at a time under the creation registry's lock, which is also what orders
/// every access to the entries and retired tables this storage keeps: its atomics for them are loaded and stored
/// relaxed, and need no lock of their own, which would make every component a word larger. Writers fill a slot's
/// other words, then publish its call-site word with a release store, and grow the table by publishing a larger copy.
/// Readers load the table and the call-site word with acquire loads, so a slot whose call site matches is complete.
/// Nothing published ever changes or moves, and a replaced table stays allocated until the component is released,
/// so a reader holding an old table still reads valid memory.
@usableFromInline
struct SharedStorage: ~Copyable, Sendable {
    /// The current table's address with its index shift in the low bits; an empty table before the first instance.
    @usableFromInline let publishedTable = Atomic<Int>(SharedStorage.emptyTableWord)

    /// A table of one empty slot, shared by every storage until its first instance, so a read never checks for a
    /// missing table.
    private static let emptyTableWord = makeTable(capacity: 1)

    /// The first entry, retained; the tables hold entries unretained.
    ///
    /// Kept apart from the later ones, so that a component with one `shared` member, as most have, allocates only
    /// the entry and a table of one slot.
    private let firstEntry = Atomic<Unmanaged<SharedEntry>?>(nil)
    /// Every later entry and every replaced table, retained; made when the second entry arrives.
    private let overflow = Atomic<Unmanaged<Overflow>?>(nil)

    /// What a storage keeps once it has more than one entry.
    ///
    /// `@unchecked` because its arrays change: only under the creation registry's lock, as the storage's doc says.
    private final class Overflow: @unchecked Sendable {
        /// The entries after the first, in creation order.
        var laterEntries: [SharedEntry] = []
        /// Tables replaced by larger ones, freed when the storage is released, since readers may still hold them.
        var retiredTableWords: [Int] = []
    }

    @usableFromInline
    init() {}

    deinit {
        if let ownTableWord { Self.deallocateTable(ownTableWord) }
        firstEntry.load(ordering: .relaxed)?.release()
        if let overflow = overflow.load(ordering: .relaxed) {
            for word in overflow.takeUnretainedValue().retiredTableWords { Self.deallocateTable(word) }
            overflow.release()
        }
    }

    private static func deallocateTable(_ word: Int) {
        let (table, capacity) = decode(word)
        table.deinitialize(count: tableWords(capacity: capacity))
        table.deallocate()
    }

    @usableFromInline static var slotWords: Int { 6 }
    /// The index of a slot's call-site word, first, so that a table of one needs only one word past its slot.
    @usableFromInline static var siteWord: Int { 0 }
    @usableFromInline static var valueTypeWord: Int { 1 }
    @usableFromInline static var fileAddressWord: Int { 2 }
    @usableFromInline static var valueAddressWord: Int { 3 }
    @usableFromInline static var entryWord: Int { 4 }
    /// The explicit key hash of a keyed slot, or the copy of the value of an unkeyed one that has one.
    @usableFromInline static var explicitKeyHashOrValueWord: Int { 5 }

    /// The words a table of `capacity` slots takes: a table of one slot takes the call-site word of a second, empty
    /// slot too, which a key's pair check and probe read.
    static func tableWords(capacity: Int) -> Int {
        capacity == 1 ? slotWords + 1 : capacity * slotWords
    }

    /// The bits of a table word that hold the index shift, less ``shiftBase``: the six that a 64-byte aligned
    /// address leaves free.
    @usableFromInline static var shiftMask: Int { 63 }
    /// The smallest shift a table word can hold, that of a table of 2^63 slots; the largest, 64, is that of a table
    /// of one.
    @usableFromInline static var shiftBase: Int { 1 }

    /// The shift that turns a key's hash into a slot index in a table of `capacity` slots, a power of two: the
    /// hash's top log2(`capacity`) bits are the index.
    static func shift(forCapacity capacity: Int) -> Int {
        Int.bitWidth - capacity.trailingZeroBitCount
    }

    /// The table and capacity a published table word stands for.
    @inlinable
    @inline(__always)
    static func decode(_ word: Int) -> (table: UnsafeMutablePointer<Atomic<Int>>, capacity: Int) {
        // A bit cast rather than init(bitPattern:), whose check for nil would count against inlining the read.
        (
            unsafeBitCast(word & ~shiftMask, to: UnsafeMutablePointer<Atomic<Int>>?.self).unsafelyUnwrapped,
            1 &<< (Int.bitWidth &- shift(in: word))
        )
    }

    /// The index shift a table word holds: between 1 and 64, its low six bits with 1 added.
    @inlinable
    @inline(__always)
    static func shift(in word: Int) -> Int {
        (word & shiftMask) &+ shiftBase
    }

    /// The index of the home slot of a key with `hash` in the table that `word` stands for: the hash's top bits.
    ///
    /// The hash is shifted by 1 first, a constant the optimizer folds into an inlined read's constant hash, and then
    /// by the table's six bits; in a table of one slot, by 63 of them, which leaves zero.
    @inlinable
    @inline(__always)
    static func homeIndex(of hash: UInt, in word: Int) -> Int {
        Int(bitPattern: (hash &>> UInt(shiftBase)) &>> UInt(bitPattern: word & shiftMask))
    }

    /// The slot a key whose home index is `home` checks at step `probe` of its search: the home slot, then the index
    /// XOR 1, XOR 2 and so on, which visits every slot of the table once and never leaves it, but for the empty
    /// second slot of a table of one.
    @inlinable
    @inline(__always)
    static func probedSlot(
        _ probe: Int, from home: Int, in table: UnsafeMutablePointer<Atomic<Int>>
    ) -> UnsafeMutablePointer<Atomic<Int>> {
        table + (home ^ probe) &* slotWords
    }

    /// The published table when this storage allocated it, or `nil` while it reads the shared empty table.
    ///
    /// Read only by writers, under the creation registry's lock, and by `deinit`.
    private var ownTableWord: Int? {
        let word = publishedTable.load(ordering: .relaxed)
        return word == Self.emptyTableWord ? nil : word
    }

    /// The key a published slot holds, from its call-site word, already loaded, and its other key words.
    ///
    /// The explicit key hash is loaded only when `keyed`, since an unkeyed slot's hash is zero and its last word may
    /// hold a value instead. A reader passes whether its own key is keyed: an unkeyed key matches only unkeyed slots,
    /// so the inlined unkeyed read skips that load.
    @inlinable
    @inline(__always)
    static func key(in slot: UnsafeMutablePointer<Atomic<Int>>, site: Int, keyed: Bool) -> SharedKey {
        SharedKey(
            site: site, valueType: publishedWord(valueTypeWord, of: slot),
            fileAddress: publishedWord(fileAddressWord, of: slot),
            explicitKeyHash: keyed ? publishedWord(explicitKeyHashOrValueWord, of: slot) : 0)
    }

    /// One of a published slot's words other than its call-site word.
    ///
    /// A writer stores those words before it publishes the call-site word with a release store, and never changes
    /// them after, so a reader that has seen the call-site word through an acquire load reads them with plain loads.
    ///
    /// - Parameters:
    ///   - index: The word's index in the slot, any but ``siteWord``.
    ///   - slot: A slot whose call-site word the caller has loaded and found published.
    /// - Returns: The word.
    @inlinable
    @inline(__always)
    static func publishedWord(_ index: Int, of slot: UnsafeMutablePointer<Atomic<Int>>) -> Int {
        UnsafeRawPointer(slot + index).load(as: Int.self)
    }

    /// The value stored at `address`; the caller has matched a key that includes `Value`, which makes this safe.
    ///
    /// Every read ends here, with one load from an address that the table or the creation gave: a getter whose
    /// every path ends in the same load lets the optimizer return a class-typed value at +0, borrowed from the
    /// component that keeps it, as it does for a stored `let`. The load is untyped because the address may be a
    /// table slot's last word, which holds a copy of a small value's bits.
    @inlinable
    @inline(__always)
    static func value<Value: Sendable>(at address: Int) -> Value {
        // A bit cast rather than init(bitPattern:), as in decode(_:).
        unsafeBitCast(address, to: UnsafeRawPointer?.self).unsafelyUnwrapped.load(as: Value.self)
    }

    /// Whether an unkeyed table slot can hold a copy of the value itself, so that the value needs no memory of its
    /// own.
    ///
    /// True for a value of at most one word whose representation does not depend on its address (a class
    /// reference, an `Int`, most small structs). The entry keeps the original alive; the slot's copy is never
    /// destroyed.
    ///
    /// - Parameter valueType: The value's type.
    /// - Returns: `true` when an unkeyed slot can hold the value.
    @inlinable
    @inline(__always)
    static func storesInSlot<Value>(_ valueType: Value.Type) -> Bool {
        MemoryLayout<Value>.size <= MemoryLayout<Int>.size
            && MemoryLayout<Value>.alignment <= MemoryLayout<Int>.alignment && _isBitwiseTakable(Value.self)
    }

    /// The address of the value that `slot` stands for, which the slot holds: the address of the slot's own last
    /// word, or of memory the entry keeps.
    ///
    /// Every kind of value is found the same way, so the inlined read has no branch on the value's type, whose
    /// cost would count against inlining the getter into its callers.
    ///
    /// - Parameter slot: A published slot whose key matched.
    /// - Returns: An address to pass to ``value(at:)``.
    @inlinable
    @inline(__always)
    static func valueAddress(in slot: UnsafeMutablePointer<Atomic<Int>>) -> Int {
        publishedWord(valueAddressWord, of: slot)
    }

    /// Finds the slot holding `key` without taking a lock.
    ///
    /// - Parameters:
    ///   - key: The call site, value type and explicit key hash of the `shared` call.
    ///   - confirm: Given the entry's address, confirms a slot whose key words match, by comparing the explicit key
    ///     itself; unkeyed calls pass a closure that returns `true`, which the optimizer removes.
    /// - Returns: The slot, or `nil` when no instance exists yet.
    @inlinable
    @inline(__always)
    func slot(for key: SharedKey, confirm: (Int) -> Bool) -> UnsafeMutablePointer<Atomic<Int>>? {
        let word = publishedTable.load(ordering: .acquiring)
        let table = Self.decode(word).table
        let home = Self.homeIndex(of: key.hash, in: word)
        // A table is at most half full, and a table of one has an empty slot past its end, so the probe meets an empty
        // slot before it runs out of slots.
        var probe = 0
        while true {
            let slot = Self.probedSlot(probe, from: home, in: table)
            let site = slot[Self.siteWord].load(ordering: .acquiring)
            guard site != 0 else { return nil }
            if key.matches(Self.key(in: slot, site: site, keyed: key.isKeyed)),
                confirm(Self.publishedWord(Self.entryWord, of: slot))
            {
                return slot
            }
            probe &+= 1
        }
    }

    /// Whether `slot` is published and holds `key`, comparing file names by address only.
    ///
    /// The call-site word is loaded and compared first, and the other key words are loaded only when it matches, so
    /// a slot holding another member costs one load.
    @inlinable
    @inline(__always)
    static func slot(_ slot: UnsafeMutablePointer<Atomic<Int>>, holdsUnkeyed key: SharedKey) -> Bool {
        let site = slot[Self.siteWord].load(ordering: .acquiring)
        return _fastPath(site == key.site)
            && key.matches(Self.key(in: slot, site: site, keyed: key.isKeyed), comparingFileContents: false)
    }

    /// Finds the value for an unkeyed `shared` call when it sits in its home slot, the slot its hash points to, or in
    /// that slot's pair, the index XOR 1.
    ///
    /// This is the whole inlined warm path: one load of the table, then for each of the two slots three loads and
    /// three compares. A table is at most half full, so nearly every entry sits in one of those two slots; the rare
    /// one further along is found by ``probedValueAddress(for:)``, out of line, which keeps every call site small.
    /// The pair of a slot is always in the table, or the empty slot past a table of one, so neither check wraps the
    /// index.
    ///
    /// - Parameter key: The call site and value type of the `shared` call.
    /// - Returns: The value's address, or `nil` when it is in neither slot (or does not exist yet).
    @inlinable
    @inline(__always)
    func homeSlotValueAddress(for key: SharedKey) -> Int? {
        let word = publishedTable.load(ordering: .acquiring)
        let table = Self.decode(word).table
        let home = Self.homeIndex(of: key.hash, in: word)
        for probe in 0..<2 {
            let slot = Self.probedSlot(probe, from: home, in: table)
            if Self.slot(slot, holdsUnkeyed: key) { return Self.valueAddress(in: slot) }
        }
        return nil
    }

    /// Finds the value for an unkeyed `shared` call that collided out of its home slot, without taking a lock.
    ///
    /// The synchronous path reaches it through `Component.sharedValueAddressOffTheHomeSlot`, which is never inlined,
    /// so the probe loop stays out of every call site.
    ///
    /// - Parameter key: The call site and value type of the `shared` call.
    /// - Returns: The value's address, or `nil` when no instance exists yet.
    @inlinable
    func probedValueAddress(for key: SharedKey) -> Int? {
        slot(for: key, confirm: { _ in true }).map { Self.valueAddress(in: $0) }
    }

    /// Finds the value stored for a keyed `shared` call without taking a lock.
    ///
    /// - Parameters:
    ///   - key: The call site, value type and explicit key hash of the `shared` call.
    ///   - explicitKey: The key passed to `shared(key:)`.
    /// - Returns: The value's address, or `nil` when no instance exists yet.
    @inlinable
    @inline(__always)
    func valueAddress<Key: Hashable & Sendable>(for key: SharedKey, explicitKey: Key) -> Int? {
        let found = slot(for: key) { entryAddress in
            Unmanaged<SharedEntry>.fromOpaque(UnsafeRawPointer(bitPattern: entryAddress).unsafelyUnwrapped)
                ._withUnsafeGuaranteedRef { $0.hasExplicitKey(explicitKey) }
        }
        return found.map { Self.valueAddress(in: $0) }
    }

    /// Finds the entry for `key` and `explicitKey`: the slow path's type-erased form of the lookup.
    ///
    /// - Parameters:
    ///   - key: The call site, value type and explicit key hash of the `shared` call.
    ///   - explicitKey: The key passed to `shared(key:)`, if any.
    /// - Returns: The entry, or `nil` when no instance exists yet.
    func entry(for key: SharedKey, explicitKey: (any Hashable & Sendable)?) -> SharedEntry? {
        guard let found = slot(for: key, explicitKey: explicitKey) else { return nil }
        let entryAddress = UnsafeRawPointer(bitPattern: Self.publishedWord(Self.entryWord, of: found))!
        return Unmanaged<SharedEntry>.fromOpaque(entryAddress).takeUnretainedValue()
    }

    /// Finds the value for `key` and `explicitKey`: the slow path's form of the lookup, which creations use once
    /// the value is published.
    ///
    /// - Parameters:
    ///   - key: The call site, value type and explicit key hash of the `shared` call.
    ///   - explicitKey: The key passed to `shared(key:)`, if any.
    /// - Returns: The value's address, or `nil` when no instance exists yet.
    func valueAddress(for key: SharedKey, explicitKey: (any Hashable & Sendable)?) -> Int? {
        slot(for: key, explicitKey: explicitKey).map { Self.valueAddress(in: $0) }
    }

    private func slot(
        for key: SharedKey, explicitKey: (any Hashable & Sendable)?
    ) -> UnsafeMutablePointer<Atomic<Int>>? {
        slot(for: key) { entryAddress in
            Unmanaged<SharedEntry>.fromOpaque(UnsafeRawPointer(bitPattern: entryAddress)!)
                ._withUnsafeGuaranteedRef { SharedKey.explicitKeysEqual($0.explicitKey, explicitKey) }
        }
    }

    /// Publishes a new entry for `key`.
    ///
    /// Called only under the creation registry's lock, so there is one writer at a time.
    ///
    /// - Parameters:
    ///   - entry: The entry to publish.
    ///   - key: The key it was created for, which its slot holds.
    func insert(_ entry: SharedEntry, for key: SharedKey) {
        let entryCount: Int
        if firstEntry.load(ordering: .relaxed) == nil {
            firstEntry.store(.passRetained(entry), ordering: .relaxed)
            entryCount = 1
        } else {
            let overflow = existingOrNewOverflow()
            overflow.laterEntries.append(entry)
            entryCount = 1 + overflow.laterEntries.count
        }
        let word: Int
        if let current = ownTableWord {
            let capacity = Self.decode(current).capacity
            if entryCount * 2 <= capacity {
                Self.place(key, entry: entry, inTable: current)
                return
            }
            // Past a table of one, a table doubles whenever it would be more than half full.
            word = Self.makeTable(capacity: max(4, 2 * capacity), copying: current)
            existingOrNewOverflow().retiredTableWords.append(current)
        } else {
            // Most components have one `shared` member: a table of one slot for it is 64 bytes of memory, where one
            // of two slots is 112.
            word = Self.makeTable(capacity: 1)
        }
        Self.place(key, entry: entry, inTable: word)
        publishedTable.store(word, ordering: .releasing)
    }

    /// The object that keeps the entries after the first and the replaced tables, made on first use.
    private func existingOrNewOverflow() -> Overflow {
        if let existing = overflow.load(ordering: .relaxed) { return existing.takeUnretainedValue() }
        let made = Overflow()
        overflow.store(.passRetained(made), ordering: .relaxed)
        return made
    }

    /// The entries created so far, in creation order; read it through ``SharedCreations/entries(in:)``.
    var entries: [SharedEntry] {
        guard let first = firstEntry.load(ordering: .relaxed)?.takeUnretainedValue() else { return [] }
        return [first] + (overflow.load(ordering: .relaxed)?.takeUnretainedValue().laterEntries ?? [])
    }

    /// Allocates a table of `capacity` empty slots, and for a table of one the call-site word of an empty second.
    ///
    /// - Parameter capacity: The number of slots, a power of two.
    /// - Returns: The table's word: its address, 64-byte aligned, with its index shift in the low six bits.
    private static func makeTable(capacity: Int) -> Int {
        let words = tableWords(capacity: capacity)
        // Aligned to 64 bytes, a cache line, which leaves the address's low six bits free for the index shift.
        let table = UnsafeMutableRawPointer.allocate(
            byteCount: words * MemoryLayout<Atomic<Int>>.stride, alignment: shiftMask + 1
        ).bindMemory(to: Atomic<Int>.self, capacity: words)
        for word in 0..<words {
            (table + word).initialize(to: Atomic(0))
        }
        return Int(bitPattern: table) | (shift(forCapacity: capacity) - shiftBase)
    }

    /// Allocates a table of `capacity` slots holding every entry of the table that `current` stands for, each
    /// placed by its key as readers of the new table search for it.
    ///
    /// The slots themselves are what is copied: they hold every key, and entries do not keep one.
    private static func makeTable(capacity: Int, copying current: Int) -> Int {
        let word = makeTable(capacity: capacity)
        let (table, currentCapacity) = decode(current)
        for index in 0..<currentCapacity {
            let slot = table + index &* slotWords
            let site = slot[siteWord].load(ordering: .relaxed)
            guard site != 0 else { continue }
            let key = Self.key(in: slot, site: site, keyed: SharedKey.isKeyed(site: site))
            // A slot whose value address is its own last word holds a copy of the value there, which moves with it.
            let placement: SharedEntry.Placement =
                valueAddress(in: slot) == copiedValueAddress(in: slot)
                ? .copiedIntoSlot(bits: publishedWord(explicitKeyHashOrValueWord, of: slot))
                : .atAddress(valueAddress(in: slot))
            place(key, entryAddress: publishedWord(entryWord, of: slot), placement: placement, inTable: word)
        }
        return word
    }

    /// Fills the first empty slot of `key`'s search in the table that `word` stands for with `entry`, which readers
    /// then find by the same search.
    private static func place(_ key: SharedKey, entry: SharedEntry, inTable word: Int) {
        place(
            key, entryAddress: Int(bitPattern: Unmanaged.passUnretained(entry).toOpaque()),
            placement: entry.placement, inTable: word)
    }

    private static func place(
        _ key: SharedKey, entryAddress: Int, placement: SharedEntry.Placement, inTable word: Int
    ) {
        let table = decode(word).table
        let home = homeIndex(of: key.hash, in: word)
        var probe = 0
        while probedSlot(probe, from: home, in: table)[siteWord].load(ordering: .relaxed) != 0 {
            probe += 1
        }
        fill(probedSlot(probe, from: home, in: table), with: key, entryAddress: entryAddress, placement: placement)
    }

    /// The address of a slot's last word, where an unkeyed slot keeps a copy of a one-word value.
    private static func copiedValueAddress(in slot: UnsafeMutablePointer<Atomic<Int>>) -> Int {
        Int(bitPattern: slot + explicitKeyHashOrValueWord)
    }

    /// Writes a key, its entry and its value into an empty slot, publishing the call-site word last.
    ///
    /// An unkeyed entry whose value the slot can hold gets a copy of the value's bits in the last word, which would
    /// otherwise hold the explicit key hash, always zero for an unkeyed entry; the value address is then that word's.
    private static func fill(
        _ slot: UnsafeMutablePointer<Atomic<Int>>, with key: SharedKey, entryAddress: Int,
        placement: SharedEntry.Placement
    ) {
        switch placement {
        case .copiedIntoSlot(let bits):
            if key.explicitKeyHash != 0 {
                fatalError("Graft: internal error: a keyed shared instance's value was to be copied into its slot.")
            }
            slot[explicitKeyHashOrValueWord].store(bits, ordering: .relaxed)
            slot[valueAddressWord].store(copiedValueAddress(in: slot), ordering: .relaxed)
        case .atAddress(let address):
            slot[explicitKeyHashOrValueWord].store(key.explicitKeyHash, ordering: .relaxed)
            slot[valueAddressWord].store(address, ordering: .relaxed)
        }
        slot[entryWord].store(entryAddress, ordering: .relaxed)
        slot[valueTypeWord].store(key.valueType, ordering: .relaxed)
        slot[fileAddressWord].store(key.fileAddress, ordering: .relaxed)
        slot[siteWord].store(key.site, ordering: .releasing)
    }
}
