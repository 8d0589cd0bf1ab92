// Public because the lock-free read is inlined into clients, which then call Atomic themselves.
public import Synchronization

/// The `shared` instances of one component: a hash table that readers probe without a lock.
///
/// The storage lives inline in its component, so a read loads the table's word straight from the component. That
/// word is the table's address, which is 16-byte aligned as every allocation is, with the shift that turns a key's
/// hash into a slot index (64 minus the base-2 logarithm of the capacity, less 48) in the low four bits, so finding a
/// slot needs no further load.
///
/// A slot is six atomic words: the value's address, the entry's address, and the four words of the ``SharedKey``,
/// whose call-site word is never zero. An unkeyed key's last word, the explicit key hash, is always zero, so an
/// unkeyed slot keeps a copy of a one-word value there instead, and its first word holds that word's address: every
/// read loads the address from the slot and the value from the address, with no branch on the value's type. A key
/// probes its home slot, then the home index XOR 1, XOR 2 and so on, which visits every slot once without wrapping:
/// the inlined read checks the first two, a pair that never straddles the table's end.
///
/// Writers run only on a first access, one at a time under the creation registry's lock (which is also what orders
/// every access to `state`: its own `Mutex` is never contended). They fill a slot's other words, then publish its
/// call-site word with a release store, and grow the table by publishing a larger copy. Readers load the table and
/// the call-site word with acquire loads, so a slot whose call site matches is complete. Nothing published ever
/// changes or moves, and a replaced table stays allocated until the component is released, so a reader holding an
/// old table still reads valid memory.
@usableFromInline
struct SharedStorage: ~Copyable, Sendable {
    /// The current table's address with its index shift in the low bits; an empty table before the first instance.
    @usableFromInline let publishedTable = Atomic<Int>(SharedStorage.emptyTableWord)

    /// A table of two empty slots, shared by every storage until its first instance, so a read never checks for a
    /// missing table.
    private static let emptyTableWord = makeTable(capacity: 2, holding: State())

    private let state = Mutex(State())

    /// What writers keep under the lock; the current table is the published one.
    ///
    /// The first entry is kept apart from the array of later ones, so that a component with one `shared` member, as
    /// most have, allocates no array.
    private struct State {
        /// The first entry, then every later one in creation order; they keep every value alive, since the tables
        /// hold them unretained.
        var firstEntry: SharedEntry?
        var laterEntries: [SharedEntry] = []
        /// Tables replaced by larger ones, freed when the storage is released, since readers may still hold them.
        var retiredTableWords: [Int] = []

        var entries: [SharedEntry] {
            guard let firstEntry else { return [] }
            return [firstEntry] + laterEntries
        }

        var entryCount: Int { firstEntry == nil ? 0 : 1 + laterEntries.count }
    }

    @usableFromInline
    init() {}

    deinit {
        if let ownTableWord { Self.deallocateTable(ownTableWord) }
        state.withLock { state in
            for word in state.retiredTableWords { Self.deallocateTable(word) }
        }
    }

    private static func deallocateTable(_ word: Int) {
        let (table, capacity) = decode(word)
        table.deinitialize(count: capacity * slotWords)
        table.deallocate()
    }

    @usableFromInline static var slotWords: Int { 6 }
    /// The bits of a table word that hold the index shift, less ``shiftBase``: the four that a 16-byte aligned
    /// address leaves free.
    @usableFromInline static var shiftMask: Int { 15 }
    /// The smallest shift a table word can hold, that of a table of 65,536 slots.
    @usableFromInline static var shiftBase: Int { 48 }

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

    /// The index shift a table word holds: between 48 and 63, its low four bits with 48 added.
    @inlinable
    @inline(__always)
    static func shift(in word: Int) -> Int {
        (word & shiftMask) | shiftBase
    }

    /// The index of the home slot of a key with `hash` in the table that `word` stands for: the hash's top bits.
    ///
    /// The hash is shifted by 48 first, a constant the optimizer folds into an inlined read's constant hash, and
    /// then by the table's four bits.
    @inlinable
    @inline(__always)
    static func homeIndex(of hash: UInt, in word: Int) -> Int {
        Int(bitPattern: (hash &>> UInt(shiftBase)) &>> UInt(bitPattern: word & shiftMask))
    }

    /// The slot a key whose home index is `home` checks at step `probe` of its search: the home slot, then the index
    /// XOR 1, XOR 2 and so on, which visits every slot of the table once and never leaves it.
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

    /// The key a published slot holds, from its call-site word, already loaded, and its other key words, to compare
    /// with `key`.
    ///
    /// The explicit key hash is loaded only when `key` is keyed. An unkeyed key matches only unkeyed slots, whose
    /// hash is zero and whose sixth word holds a value instead, so the inlined unkeyed read skips that load.
    @inlinable
    @inline(__always)
    static func key(in slot: UnsafeMutablePointer<Atomic<Int>>, site: Int, toCompareWith key: SharedKey) -> SharedKey {
        SharedKey(
            site: site, valueType: publishedWord(3, of: slot), fileAddress: publishedWord(4, of: slot),
            explicitKeyHash: key.site & SharedKey.keyedBit == 0 ? 0 : publishedWord(5, of: slot))
    }

    /// One of a published slot's words other than its call-site word.
    ///
    /// A writer stores those words before it publishes the call-site word with a release store, and never changes
    /// them after, so a reader that has seen the call-site word through an acquire load reads them with plain loads.
    ///
    /// - Parameters:
    ///   - index: The word's index in the slot, from 0 to 5 but not 2.
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
    /// table slot's sixth word, which holds a copy of a small value's bits.
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

    /// The address of the value that `slot` stands for, which its first word holds: the address of the slot's own
    /// sixth word, or of memory the entry keeps.
    ///
    /// Every kind of value is found the same way, so the inlined read has no branch on the value's type, whose
    /// cost would count against inlining the getter into its callers.
    ///
    /// - Parameter slot: A published slot whose key matched.
    /// - Returns: An address to pass to ``value(at:)``.
    @inlinable
    @inline(__always)
    static func valueAddress(in slot: UnsafeMutablePointer<Atomic<Int>>) -> Int {
        publishedWord(0, of: slot)
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
        // A table is at most half full, so the probe meets an empty slot before it runs out of slots.
        var probe = 0
        while true {
            let slot = Self.probedSlot(probe, from: home, in: table)
            let site = slot[2].load(ordering: .acquiring)
            guard site != 0 else { return nil }
            if key.matches(Self.key(in: slot, site: site, toCompareWith: key)),
                confirm(Self.publishedWord(1, of: slot))
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
        let site = slot[2].load(ordering: .acquiring)
        return _fastPath(site == key.site)
            && key.matches(Self.key(in: slot, site: site, toCompareWith: key), comparingFileContents: false)
    }

    /// Finds the value for an unkeyed `shared` call when it sits in its home slot, the slot its hash points to, or in
    /// that slot's pair, the index XOR 1.
    ///
    /// This is the whole inlined warm path: one load of the table, then for each of the two slots three loads and
    /// three compares. A table is at most half full, so nearly every entry sits in one of those two slots; the rare
    /// one further along is found by ``probedValueAddress(for:)``, out of line, which keeps every call site small.
    /// The pair of a slot is always in the table, so neither check wraps the index.
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
        let entryAddress = UnsafeRawPointer(bitPattern: Self.publishedWord(1, of: found))!
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

    /// Publishes a new entry.
    ///
    /// Called only under the creation registry's lock, so there is one writer at a time.
    ///
    /// - Parameter entry: The entry to publish.
    func insert(_ entry: SharedEntry) {
        state.withLock { state in
            if state.firstEntry == nil {
                state.firstEntry = entry
            } else {
                state.laterEntries.append(entry)
            }
            var capacity = 0
            if let current = ownTableWord {
                let currentCapacity = Self.decode(current).capacity
                if state.entryCount * 2 <= currentCapacity {
                    Self.place(entry, inTable: current)
                    return
                }
                state.retiredTableWords.append(current)
                capacity = currentCapacity
            }
            let word = Self.makeTable(capacity: max(2, capacity * 2), holding: state)
            publishedTable.store(word, ordering: .releasing)
        }
    }

    /// The entries created so far, in creation order; read it through ``SharedCreations/entries(in:)``.
    var entries: [SharedEntry] {
        state.withLock { $0.entries }
    }

    /// Allocates a table with every entry of `state` placed in it.
    ///
    /// - Returns: The table's word: its address, 16-byte aligned, with its index shift in the low four bits.
    private static func makeTable(capacity: Int, holding state: State) -> Int {
        // One component with more instances than a shift of 48 can index is not a dependency graph but a cache.
        precondition(
            capacity <= 1 << (Int.bitWidth - shiftBase),
            "Graft: a component can hold at most 32,768 shared instances; keep a dictionary in one of them instead.")
        let words = capacity * slotWords
        // Aligned as malloc aligns everything, so the allocation takes no padding and leaves no gap behind.
        let table = UnsafeMutableRawPointer.allocate(
            byteCount: words * MemoryLayout<Atomic<Int>>.stride, alignment: shiftMask + 1
        ).bindMemory(to: Atomic<Int>.self, capacity: words)
        for word in 0..<words {
            (table + word).initialize(to: Atomic(0))
        }
        let word = Int(bitPattern: table) | (shift(forCapacity: capacity) - shiftBase)
        if let first = state.firstEntry { place(first, inTable: word) }
        for entry in state.laterEntries {
            place(entry, inTable: word)
        }
        return word
    }

    /// Fills the first empty slot of `entry`'s search in the table that `word` stands for, which readers then find
    /// by the same search.
    private static func place(_ entry: SharedEntry, inTable word: Int) {
        let table = decode(word).table
        let home = homeIndex(of: entry.key.hash, in: word)
        var probe = 0
        while probedSlot(probe, from: home, in: table)[2].load(ordering: .relaxed) != 0 {
            probe += 1
        }
        fill(probedSlot(probe, from: home, in: table), with: entry)
    }

    /// Writes an entry into an empty slot, publishing its call-site word last.
    ///
    /// An unkeyed entry whose value the slot can hold gets a copy of the value's bits in the sixth word, which
    /// would otherwise hold the explicit key hash, always zero for an unkeyed entry; the first word then holds that
    /// word's address.
    private static func fill(_ slot: UnsafeMutablePointer<Atomic<Int>>, with entry: SharedEntry) {
        switch entry.placement {
        case .copiedIntoSlot(let bits):
            precondition(entry.key.explicitKeyHash == 0, "only an unkeyed slot has a free word for a value")
            slot[5].store(bits, ordering: .relaxed)
            slot[0].store(Int(bitPattern: slot + 5), ordering: .relaxed)
        case .atAddress(let address):
            slot[5].store(entry.key.explicitKeyHash, ordering: .relaxed)
            slot[0].store(address, ordering: .relaxed)
        }
        slot[1].store(Int(bitPattern: Unmanaged.passUnretained(entry).toOpaque()), ordering: .relaxed)
        slot[3].store(entry.key.valueType, ordering: .relaxed)
        slot[4].store(entry.key.fileAddress, ordering: .relaxed)
        slot[2].store(entry.key.site, ordering: .releasing)
    }
}
