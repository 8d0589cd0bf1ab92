// Public because the lock-free read is inlined into clients, which then call Atomic themselves.
public import Synchronization

/// The `shared` instances of one component: a hash table that readers probe without a lock.
///
/// The storage lives inline in its component, so a read loads the table's word straight from the component. That
/// word is the table's address, which is 64-byte aligned, with the base-2 logarithm of its capacity in the low six
/// bits, so finding a slot needs no further load. A table is one slot of six atomic words per capacity: the value's address, the entry's address, and the four words of the ``SharedKey``. Writers run
/// only on a first access, one at a time under the creation registry's lock (which is also what orders every access
/// to `state`: its own `Mutex` is never contended); they fill a slot's key words and then
/// publish the value's address with a release store, and grow the table by publishing a larger copy. Readers load
/// the table and the value's address with acquire loads, then compare the key words in place, so a warm read
/// touches one slot and the value and takes no lock. Nothing published ever changes or moves, and a replaced table
/// stays allocated until the component is released, so a reader holding an old table still reads valid memory.
@usableFromInline
struct SharedStorage: ~Copyable, Sendable {
    /// The current table's address with its capacity's logarithm in the low bits, or zero before the first instance.
    @usableFromInline let publishedTable = Atomic<Int>(0)

    private let state = Mutex(State())

    private struct State {
        /// Keeps every entry, and so every value, alive; the tables hold them unretained.
        var entries: [SharedEntry] = []
        /// Every table ever published, the current one last, freed when the storage is released.
        var tableAddresses: [Int] = []
        var capacity = 0
    }

    @usableFromInline
    init() {}

    deinit {
        state.withLock { state in
            for word in state.tableAddresses {
                let table = UnsafeMutablePointer<Atomic<Int>>(bitPattern: word & ~Self.capacityBitsMask)!
                table.deinitialize(count: (1 << (word & Self.capacityBitsMask)) * Self.slotWords)
                table.deallocate()
            }
        }
    }

    @usableFromInline static var slotWords: Int { 6 }
    @usableFromInline static var capacityBitsMask: Int { 63 }

    /// The key a published slot holds, from its four key words.
    @inlinable
    @inline(__always)
    static func key(in slot: UnsafeMutablePointer<Atomic<Int>>) -> SharedKey {
        SharedKey(
            site: slot[2].load(ordering: .relaxed), valueType: slot[3].load(ordering: .relaxed),
            fileAddress: slot[4].load(ordering: .relaxed), explicitKeyHash: slot[5].load(ordering: .relaxed))
    }

    /// The value stored at `address`; the caller has matched a key that includes `Value`, which makes this safe.
    ///
    /// Every read ends here, with one load from an address that the table or the creation gave: a getter whose
    /// every path ends in the same load lets the optimizer return a class-typed value at +0, borrowed from the
    /// component that keeps it, as it does for a stored `let`. The load is untyped because the address may be a
    /// table slot's first word, which holds a copy of a small value's bits.
    @inlinable
    @inline(__always)
    static func value<Value: Sendable>(at address: Int) -> Value {
        UnsafeRawPointer(bitPattern: address).unsafelyUnwrapped.load(as: Value.self)
    }

    /// Whether a table slot's first word holds a copy of the value itself rather than the value's address.
    ///
    /// True for a value of at most one word whose representation does not depend on its address (a class
    /// reference, an `Int`, most small structs), so a read of it loads the value straight from the slot it has
    /// just matched. The entry keeps the original alive; the slot's copy is never destroyed.
    ///
    /// - Parameter valueType: The value's type.
    /// - Returns: `true` when the value is stored in the slot.
    @inlinable
    @inline(__always)
    static func storesInSlot<Value>(_ valueType: Value.Type) -> Bool {
        MemoryLayout<Value>.size <= MemoryLayout<Int>.size
            && MemoryLayout<Value>.alignment <= MemoryLayout<Int>.alignment && _isBitwiseTakable(Value.self)
    }

    /// The address of the value that `slot` stands for: the slot's first word itself, or the address that word
    /// holds.
    ///
    /// - Parameters:
    ///   - slot: A published slot whose key matched.
    ///   - valueType: The value's type, which the matched key includes.
    /// - Returns: An address to pass to ``value(at:)``.
    @inlinable
    @inline(__always)
    static func valueAddress<Value>(in slot: UnsafeMutablePointer<Atomic<Int>>, as valueType: Value.Type) -> Int {
        storesInSlot(Value.self) ? Int(bitPattern: slot) : slot[0].load(ordering: .relaxed)
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
        guard let table = UnsafeMutablePointer<Atomic<Int>>(bitPattern: word & ~Self.capacityBitsMask) else {
            return nil
        }
        let capacityBits = word & Self.capacityBitsMask
        let mask = (1 &<< capacityBits) &- 1
        var index = Int(bitPattern: key.hash &>> UInt(bitPattern: Int.bitWidth &- capacityBits))
        while true {
            let slot = table + index &* Self.slotWords
            let entryAddress = slot[1].load(ordering: .acquiring)
            guard entryAddress != 0 else { return nil }
            if key.matches(Self.key(in: slot)), confirm(entryAddress) { return slot }
            index = (index &+ 1) & mask
        }
    }

    /// Finds the value for an unkeyed `shared` call when it sits in its home slot, the slot its hash points to, or in
    /// the slot after it.
    ///
    /// This is the whole inlined warm path: one load of the table, then for each of the two slots five loads and four
    /// compares. A table is at most half full, so nearly every entry sits in one of those two slots; the rare one
    /// further along is found by ``probedValueAddress(for:)``, out of line, which keeps every call site small.
    ///
    /// - Parameters:
    ///   - key: The call site and value type of the `shared` call.
    ///   - valueType: The value's type, which `key` includes.
    /// - Returns: The value's address, or `nil` when it is in neither slot (or does not exist yet).
    @inlinable
    @inline(__always)
    func homeSlotValueAddress<Value>(for key: SharedKey, as valueType: Value.Type) -> Int? {
        let word = publishedTable.load(ordering: .acquiring)
        guard let table = UnsafeMutablePointer<Atomic<Int>>(bitPattern: word & ~Self.capacityBitsMask) else {
            return nil
        }
        let capacityBits = word & Self.capacityBitsMask
        var index = Int(bitPattern: key.hash &>> UInt(bitPattern: Int.bitWidth &- capacityBits))
        for _ in 0..<2 {
            let slot = table + index &* Self.slotWords
            guard slot[1].load(ordering: .acquiring) != 0 else { return nil }
            if key.matches(Self.key(in: slot), comparingFileContents: false) {
                return Self.valueAddress(in: slot, as: Value.self)
            }
            index = (index &+ 1) & ((1 &<< capacityBits) &- 1)
        }
        return nil
    }

    /// Finds the value for an unkeyed `shared` call that collided out of its home slot, without taking a lock.
    ///
    /// The synchronous path reaches it through `Component.sharedValueAddressOffTheHomeSlot`, which is never inlined,
    /// so the probe loop stays out of every call site.
    ///
    /// - Parameters:
    ///   - key: The call site and value type of the `shared` call.
    ///   - valueType: The value's type, which `key` includes.
    /// - Returns: The value's address, or `nil` when no instance exists yet.
    @inlinable
    func probedValueAddress<Value>(for key: SharedKey, as valueType: Value.Type) -> Int? {
        slot(for: key, confirm: { _ in true }).map { Self.valueAddress(in: $0, as: Value.self) }
    }

    /// Finds the value stored for a keyed `shared` call without taking a lock.
    ///
    /// - Parameters:
    ///   - key: The call site, value type and explicit key hash of the `shared` call.
    ///   - explicitKey: The key passed to `shared(key:)`.
    ///   - valueType: The value's type, which `key` includes.
    /// - Returns: The value's address, or `nil` when no instance exists yet.
    @inlinable
    @inline(__always)
    func valueAddress<Value, Key: Hashable & Sendable>(
        for key: SharedKey, explicitKey: Key, as valueType: Value.Type
    ) -> Int? {
        let found = slot(for: key) { entryAddress in
            Unmanaged<SharedEntry>.fromOpaque(UnsafeRawPointer(bitPattern: entryAddress).unsafelyUnwrapped)
                ._withUnsafeGuaranteedRef { $0.hasExplicitKey(explicitKey) }
        }
        return found.map { Self.valueAddress(in: $0, as: Value.self) }
    }

    /// Finds the entry for `key` and `explicitKey`: the slow path's type-erased form of the lookup.
    ///
    /// - Parameters:
    ///   - key: The call site, value type and explicit key hash of the `shared` call.
    ///   - explicitKey: The key passed to `shared(key:)`, if any.
    /// - Returns: The entry, or `nil` when no instance exists yet.
    func entry(for key: SharedKey, explicitKey: (any Hashable & Sendable)?) -> SharedEntry? {
        let found = slot(for: key) { entryAddress in
            Unmanaged<SharedEntry>.fromOpaque(UnsafeRawPointer(bitPattern: entryAddress)!)
                ._withUnsafeGuaranteedRef { SharedKey.explicitKeysEqual($0.explicitKey, explicitKey) }
        }
        guard let found else { return nil }
        let entryAddress = UnsafeRawPointer(bitPattern: found[1].load(ordering: .relaxed))!
        return Unmanaged<SharedEntry>.fromOpaque(entryAddress).takeUnretainedValue()
    }

    /// Publishes a new entry.
    ///
    /// Called only under the creation registry's lock, so there is one writer at a time.
    ///
    /// - Parameter entry: The entry to publish.
    func insert(_ entry: SharedEntry) {
        state.withLock { state in
            state.entries.append(entry)
            if state.entries.count * 2 > state.capacity {
                state.capacity = max(8, state.capacity * 2)
                let table = Self.makeTable(capacity: state.capacity, entries: state.entries)
                let word = Int(bitPattern: table) | state.capacity.trailingZeroBitCount
                state.tableAddresses.append(word)
                publishedTable.store(word, ordering: .releasing)
            } else {
                let table = UnsafeMutablePointer<Atomic<Int>>(bitPattern: state.tableAddresses.last! & ~63)!
                Self.place(entry, in: table, capacity: state.capacity)
            }
        }
    }

    /// The entries created so far, in creation order; read it through ``SharedCreations/entries(in:)``.
    var entries: [SharedEntry] {
        state.withLock { $0.entries }
    }

    private static func makeTable(capacity: Int, entries: [SharedEntry]) -> UnsafeMutablePointer<Atomic<Int>> {
        let words = capacity * slotWords
        // 64-byte alignment frees the low six bits of the address for the capacity's logarithm.
        let table = UnsafeMutableRawPointer.allocate(
            byteCount: words * MemoryLayout<Atomic<Int>>.stride, alignment: capacityBitsMask + 1
        ).bindMemory(to: Atomic<Int>.self, capacity: words)
        for word in 0..<words {
            (table + word).initialize(to: Atomic(0))
        }
        for entry in entries {
            place(entry, in: table, capacity: capacity)
        }
        return table
    }

    private static func place(_ entry: SharedEntry, in table: UnsafeMutablePointer<Atomic<Int>>, capacity: Int) {
        var index = Int(bitPattern: entry.key.hash &>> UInt(Int.bitWidth - capacity.trailingZeroBitCount))
        while table[index * slotWords + 1].load(ordering: .relaxed) != 0 {
            index = (index + 1) & (capacity - 1)
        }
        let slot = table + index * slotWords
        slot[0].store(entry.slotWord, ordering: .relaxed)
        slot[2].store(entry.key.site, ordering: .relaxed)
        slot[3].store(entry.key.valueType, ordering: .relaxed)
        slot[4].store(entry.key.fileAddress, ordering: .relaxed)
        slot[5].store(entry.key.explicitKeyHash, ordering: .relaxed)
        slot[1].store(Int(bitPattern: Unmanaged.passUnretained(entry).toOpaque()), ordering: .releasing)
    }
}
