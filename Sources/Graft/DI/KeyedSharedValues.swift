// Public because the lock-free keyed read is inlined into clients, which then call Atomic themselves.
public import Synchronization

/// Every instance that one keyed call site has made in one component, by key: the entry that the call site's slot
/// in the component's table holds, with a table of its own that readers search without a lock.
///
/// A call site with one value type and one key type has one slot in the component's table, whatever its keys, so a
/// keyed read finds that slot as an unkeyed read finds its own, then searches this table for its key. Keys and
/// values are kept typed and packed, two words for an `Int` key and a class value, in creation order:
///
///     index: a word for its capacity's log2, then 2^n slots (n >= 3), at most three quarters full
///     +-----------+--------------------------------------------------+--------------------------------------+
///     | log2(2^n) | slot: the key's mixed hash, top 32 bits           | the entry's number + 1; 0 is empty   |
///     |           |                                                   | (or a claim, see KeyedIndex.Slot)    |
///     +-----------+--------------------------------------------------+--------------------------------------+
///
///     entries, in chunks that never move, found through a directory of the chunks
///     chunk 0: entries 0 ..< 8    chunk 1: 8 ..< 24    chunk 2: 24 ..< 56   ...   chunk k: 8 (2^k - 1) ..< 8 (2^(k+1) - 1)
///     +-----+-------+-----+-------+
///     | key | value | key | value | ...
///     +-----+-------+-----+-------+
///
/// A key's home slot is the top bits of its slot's hash bits; a lookup probes from there to the next empty slot,
/// comparing hash bits first and the key, by its own `==`, only when they match. Writers run one at a time, under the
/// creation registry's lock. A creation claims its key's slot when it begins: the claim names the creation's place in
/// the registry, so a second creator's search finds the creation in flight there and waits for it, while readers pass
/// it as they pass other keys' slots. When the factory returns, the key's entry is written into its chunk, then the
/// claim is replaced by the entry's slot with a release store, and readers load slots with acquire loads, so an entry a
/// slot names is complete, and so is the directory's word for its chunk; a factory that throws leaves a mark instead,
/// which probes pass. An index whose entries, claims and marks fill it past three quarters is replaced by one of twice
/// the slots, built from its slots' hash bits alone, and a directory that runs out of words by one of twice the words;
/// both stay allocated until the component is released, since a reader may still hold one. Entries never move, so only
/// the index and the directory are ever copied: at 1,000,000 `Int` keys, 17 bytes of entries, 17 of index and 16 of
/// replaced indexes a key (Docs/Performance.md, "Keyed members").
///
/// `@unchecked` as ``SharedEntry`` is; its variables change only under the creation registry's lock, or in `deinit`.
@usableFromInline
final class KeyedSharedValues<Value: Sendable, Key: Hashable & Sendable>: KeyedSharedEntry, @unchecked Sendable {
    /// The current index's address.
    @usableFromInline let publishedIndex: Atomic<Int>
    /// The current directory's address: its words are the chunks' addresses.
    @usableFromInline let publishedDirectory: Atomic<Int>
    /// The number of entries.
    private var count = 0
    /// The slots of the current index that are not empty: its entries, claims and marks.
    private var filledSlots = 0
    /// The number of words in the current directory.
    private var directoryCapacity = KeyedIndex.smallestDirectoryCapacity
    /// The indexes and directories replaced so far, which readers may still hold.
    private var retired: [UnsafeMutableRawPointer] = []
    #if GRAFT_INTERNAL_CHECKS
    /// Whether the index grew since the invariants were last checked, when a large table is checked in full.
    private var indexGrewSinceCheck = false
    #endif

    /// The call site's hash, under which the table teaches the capacity its entries needed when it is released.
    private let siteHash: UInt
    /// The capacities the table learned its index's from, and teaches when it is released, if any.
    private let capacities: LearnedIndexCapacities?

    required init(member: StaticString, siteHash: UInt, learning capacities: LearnedIndexCapacities?) {
        let capacityBits = max(
            capacities?.capacityBits(forSite: siteHash) ?? 0, KeyedIndex.smallestCapacityBits)
        publishedIndex = Atomic(Int(bitPattern: KeyedIndex.allocate(capacityBits: capacityBits).words))
        let directory = UnsafeMutablePointer<UnsafeMutableRawPointer?>.allocate(capacity: directoryCapacity)
        directory.initialize(repeating: nil, count: directoryCapacity)
        publishedDirectory = Atomic(Int(bitPattern: directory))
        self.siteHash = siteHash
        self.capacities = capacities
        super.init(member: member, siteHash: siteHash, learning: capacities)
    }

    deinit {
        if let capacities {
            // Counted up to the largest capacity a table starts at, past which learning more changes nothing.
            var neededBits = KeyedIndex.smallestCapacityBits
            while neededBits < LearnedIndexCapacities.largestCapacityBits,
                KeyedIndex.isOverfull(filled: count, capacity: 1 << neededBits)
            {
                neededBits += 1
            }
            capacities.learn(capacityBits: neededBits, forSite: siteHash)
        }
        var remaining = count
        var chunk = 0
        while remaining > 0 {
            let entries = chunkAddress(chunk)
            let filled = min(remaining, KeyedIndex.chunkCapacity(chunk))
            for offset in 0..<filled {
                let entry = entries + offset &* Self.entryStride
                Self.key(at: entry).deinitialize(count: 1)
                Self.value(at: entry).deinitialize(count: 1)
            }
            entries.deallocate()
            remaining -= filled
            chunk += 1
        }
        currentIndex.deallocate()
        directory.deallocate()
        for memory in retired { memory.deallocate() }
    }

    override class var keyType: SharedKey.TypeAddress { SharedKey.TypeAddress(of: Key.self) }

    // An entry is a key, then a value, laid out as a struct of the two would be. The layout is computed from the two
    // types' sizes and alignments rather than declared as a nested struct, whose metadata the unspecialised code that
    // creations run looks up at run time: about 430 instructions per keyed creation (callgrind, graft-bench --only
    // keyed).

    /// Where an entry keeps its value: past its key, aligned for the value.
    @inlinable
    static var valueOffset: Int {
        @inline(__always) get {
            (MemoryLayout<Key>.size &+ MemoryLayout<Value>.alignment &- 1) & ~(MemoryLayout<Value>.alignment &- 1)
        }
    }

    /// The alignment of an entry.
    @inlinable
    static var entryAlignment: Int {
        @inline(__always) get { max(MemoryLayout<Key>.alignment, MemoryLayout<Value>.alignment) }
    }

    /// The distance from one entry to the next in a chunk.
    @inlinable
    static var entryStride: Int {
        @inline(__always) get {
            max(1, (valueOffset &+ MemoryLayout<Value>.size &+ entryAlignment &- 1) & ~(entryAlignment &- 1))
        }
    }

    /// The key of the entry at `entry`.
    @inlinable
    @inline(__always)
    static func key(at entry: UnsafeMutableRawPointer) -> UnsafeMutablePointer<Key> {
        entry.assumingMemoryBound(to: Key.self)
    }

    /// The value of the entry at `entry`.
    @inlinable
    @inline(__always)
    static func value(at entry: UnsafeMutableRawPointer) -> UnsafeMutablePointer<Value> {
        (entry + valueOffset).assumingMemoryBound(to: Value.self)
    }

    /// The index readers search now.
    @inlinable
    var currentIndex: KeyedIndex {
        @inline(__always) get {
            KeyedIndex(
                words: UnsafeMutablePointer(bitPattern: publishedIndex.load(ordering: .acquiring)).unsafelyUnwrapped)
        }
    }

    /// The current directory, for the writer, which the registry's lock orders.
    private var directory: UnsafeMutablePointer<UnsafeMutableRawPointer?> {
        UnsafeMutablePointer(bitPattern: publishedDirectory.load(ordering: .relaxed)).unsafelyUnwrapped
    }

    /// The address of chunk `chunk`, which exists: a reader has matched a slot that names an entry in it.
    @inlinable
    @inline(__always)
    func chunkAddress(_ chunk: Int) -> UnsafeMutableRawPointer {
        // Relaxed: the acquire load of the slot that named the entry already ordered the chunk's word before it.
        let directory = UnsafePointer<UnsafeMutableRawPointer?>(
            bitPattern: publishedDirectory.load(ordering: .relaxed)
        ).unsafelyUnwrapped
        return directory[chunk].unsafelyUnwrapped
    }

    /// The entry numbered `number`, in creation order.
    @inlinable
    @inline(__always)
    func entry(_ number: Int) -> UnsafeMutableRawPointer {
        let (chunk, offset) = KeyedIndex.chunkAndOffset(ofEntry: number)
        return chunkAddress(chunk) + offset &* Self.entryStride
    }

    /// Finds the entry for `key` without taking a lock.
    @inlinable
    @inline(__always)
    func entry(for key: Key, hash: Int) -> UnsafeMutableRawPointer? {
        Self.entry(in: Unmanaged.passUnretained(self), for: key, hash: hash)
    }

    /// Finds the instance for `key` in `values` without taking a lock, nor retaining `values`: the keyed read's
    /// search, specialised at each call site but kept out of line.
    ///
    /// Inlined, it made `shared(key:)` too large for the optimizer to inline into its caller, which then worked out
    /// the call site's word at run time: 332 instructions per `Int`-keyed read at 100 keys instead of 285
    /// (callgrind, graft-bench --only keyed).
    ///
    /// - Parameters:
    ///   - values: The table, which its storage keeps alive.
    ///   - key: The key passed to `shared(key:)`.
    ///   - hash: The key's hash, as ``SharedKey/explicitKeyHash`` holds it.
    /// - Returns: The instance, or `nil` when none was made for `key` yet.
    @inlinable
    @inline(never)
    static func value(in values: Unmanaged<KeyedSharedValues>, for key: Key, hash: Int) -> Value? {
        entry(in: values, for: key, hash: hash).map { value(at: $0).pointee }
    }

    /// Finds the entry for `key` in `values` without taking a lock, nor retaining `values`.
    ///
    /// Each of the table's words is loaded in a closure of its own: a search made in one closure that received the
    /// table was not inlined into a keyed read, which then cost 294 instructions per `Int`-keyed read at 100 keys
    /// instead of 285 (callgrind, graft-bench --only keyed).
    @inlinable
    @inline(__always)
    static func entry(in values: Unmanaged<KeyedSharedValues>, for key: Key, hash: Int) -> UnsafeMutableRawPointer? {
        let hashBits = KeyedIndex.hashBits(of: hash)
        let index = values._withUnsafeGuaranteedRef { $0.currentIndex }
        var position = index.homePosition(of: hashBits)
        while true {
            let slot = index.loadSlot(at: position)
            guard !slot.isEmpty else { return nil }
            if slot.namesEntry(withHashBits: hashBits) {
                let (chunk, offset) = KeyedIndex.chunkAndOffset(ofEntry: slot.entryNumber)
                let found = values._withUnsafeGuaranteedRef { $0.chunkAddress(chunk) } + offset &* entryStride
                if Self.key(at: found).pointee == key { return found }
            }
            position = index.position(after: position)
        }
    }

    override class func deallocateKey(at address: UnsafeRawPointer) {
        let key = UnsafeMutablePointer(mutating: address.assumingMemoryBound(to: Key.self))
        key.deinitialize(count: 1)
        key.deallocate()
    }

    override class func copyOfKey(at address: UnsafeRawPointer) -> any Hashable & Sendable {
        address.assumingMemoryBound(to: Key.self).pointee
    }

    override func claimUnlessFound(
        _ explicitKey: SharedCreations.ExplicitKey, hash: Int, for place: Int,
        claimedKey: (_ place: Int) -> UnsafeRawPointer
    ) -> Search {
        let key = explicitKey.address.assumingMemoryBound(to: Key.self)
        let hashBits = KeyedIndex.hashBits(of: hash)
        var index = currentIndex
        var position = index.homePosition(of: hashBits)
        while true {
            let slot = index.loadSlot(at: position)
            if slot.isEmpty { break }
            if slot.namesEntry(withHashBits: hashBits) {
                if Self.key(at: entry(slot.entryNumber)).pointee == key.pointee { return .published }
            } else if slot.hashBits == hashBits, slot.isClaimOrMark, !slot.isAbandoned,
                claimedKey(slot.claimPlace).assumingMemoryBound(to: Key.self).pointee == key.pointee
            {
                return .inFlight(place: slot.claimPlace)
            }
            position = index.position(after: position)
        }
        // A place is a creation in flight, each with a frame on some thread's stack: far fewer than a claim names.
        guard place < Int(Int32.max) else {
            fatalError("Graft: \(place) creations in flight at once; a keyed creation's claim names at most 2^31 - 1.")
        }
        let claim = KeyedIndex.Slot(hashBits: hashBits, claimingFor: place)
        filledSlots += 1
        guard KeyedIndex.isOverfull(filled: filledSlots, capacity: index.capacity) else {
            // The probe ended at the empty slot where the claim goes.
            index.store(claim, at: position)
            return .claimed
        }
        retired.append(UnsafeMutableRawPointer(index.words))
        let (grown, filled) = index.copy(capacityBits: index.capacityBits + 1)
        index = grown
        filledSlots = filled + 1
        publishedIndex.store(Int(bitPattern: index.words), ordering: .releasing)
        index.add(claim)
        #if GRAFT_INTERNAL_CHECKS
        indexGrewSinceCheck = true
        #endif
        return .claimed
    }

    override func publishClaim(
        of place: Int, hash: Int, key: UnsafeRawPointer, value: UnsafeRawPointer
    )
        -> SharedStorage.ValueAddress
    {
        let number = count
        guard number < KeyedIndex.largestEntryCount else {
            fatalError(
                "Graft: the keyed member \(member) holds \(number) instances in one component, the most one call site "
                    + "holds; key it by fewer distinct values, or split it into members.")
        }
        let (chunk, offset) = KeyedIndex.chunkAndOffset(ofEntry: number)
        if offset == 0 { addChunk(chunk) }
        let entry = chunkAddress(chunk) + offset &* Self.entryStride
        Self.key(at: entry).initialize(to: key.assumingMemoryBound(to: Key.self).pointee)
        Self.value(at: entry).initialize(to: value.assumingMemoryBound(to: Value.self).pointee)
        count = number + 1
        let hashBits = KeyedIndex.hashBits(of: hash)
        currentIndex.replace(
            KeyedIndex.Slot(hashBits: hashBits, claimingFor: place),
            with: KeyedIndex.Slot(hashBits: hashBits, entryNumber: number))
        _checkInvariants()
        return SharedStorage.ValueAddress(Self.value(at: entry))
    }

    override func abandonClaim(of place: Int, hash: Int) {
        currentIndex.replace(
            KeyedIndex.Slot(hashBits: KeyedIndex.hashBits(of: hash), claimingFor: place), with: .abandoned)
        _checkInvariants()
    }

    /// Allocates chunk `chunk` and records it in the directory, replacing the directory by one of twice the words
    /// when it has none left.
    private func addChunk(_ chunk: Int) {
        if chunk == directoryCapacity {
            let old = directory
            let grown = UnsafeMutablePointer<UnsafeMutableRawPointer?>.allocate(capacity: 2 * directoryCapacity)
            grown.initialize(from: old, count: directoryCapacity)
            (grown + directoryCapacity).initialize(repeating: nil, count: directoryCapacity)
            directoryCapacity *= 2
            retired.append(UnsafeMutableRawPointer(old))
            publishedDirectory.store(Int(bitPattern: grown), ordering: .releasing)
        }
        directory[chunk] = UnsafeMutableRawPointer.allocate(
            byteCount: KeyedIndex.chunkCapacity(chunk) * Self.entryStride, alignment: Self.entryAlignment)
    }

    override var keys: [any Hashable & Sendable] {
        (0..<count).map { Self.key(at: entry($0)).pointee }
    }

    #if GRAFT_INTERNAL_CHECKS
    /// Checks what readers and creators rely on, after every publication and abandoned claim.
    ///
    /// The index is at most three quarters full, counts its filled slots right, and names every entry once, and a
    /// lookup of each entry's key, as readers make it, finds that entry. A table of more than
    /// ``SharedStorage/largestTableCheckedOnEveryInsert`` entries is checked in full only when its index has just
    /// grown, so that a test creating a hundred thousand instances stays linear.
    override func _checkInvariants() {
        let index = currentIndex
        SharedStorage.check(
            !KeyedIndex.isOverfull(filled: filledSlots, capacity: index.capacity),
            "a keyed index of \(index.capacity) slots has \(filledSlots) filled, more than three quarters")
        let justGrew = indexGrewSinceCheck
        indexGrewSinceCheck = false
        guard count <= SharedStorage.largestTableCheckedOnEveryInsert || justGrew else { return }
        var named = [Bool](repeating: false, count: count)
        var filled = 0
        for position in 0..<index.capacity {
            let slot = index.loadSlot(at: position)
            guard !slot.isEmpty else { continue }
            filled += 1
            guard !slot.isClaimOrMark else { continue }
            SharedStorage.check(
                slot.entryNumber < count && !named[slot.entryNumber],
                "keyed index slot \(position) names entry \(slot.entryNumber) of \(count) again")
            named[slot.entryNumber] = true
        }
        SharedStorage.check(
            filled == filledSlots, "a keyed index has \(filled) slots filled, where its table counts \(filledSlots)")
        for number in 0..<count {
            let key = Self.key(at: entry(number)).pointee
            SharedStorage.check(
                entry(for: key, hash: SharedKey.explicitKeyHash(of: key.hashValue)) == entry(number),
                "keyed entry \(number) is not found by a lookup of its key")
        }
    }
    #endif
}
