// Public because the lock-free keyed read is inlined into clients, which then call Atomic themselves.
public import Synchronization

/// The index of a ``KeyedSharedValues`` table: a word for its capacity's log2, then its slots, each naming an entry
/// by number with its key's hash bits; the layout is drawn there.
///
/// Also the arithmetic that places an entry number in its chunk.
@usableFromInline
struct KeyedIndex {
    /// The index's first word, which holds its capacity's log2; its slots follow.
    @usableFromInline let words: UnsafeMutablePointer<Atomic<UInt64>>

    @inlinable
    @inline(__always)
    init(words: UnsafeMutablePointer<Atomic<UInt64>>) {
        self.words = words
    }

    /// A table's first index has 2^3 slots, room for six keys.
    static var smallestCapacityBits: Int { 3 }
    /// The most entries a table holds: a slot names an entry in its low 31 bits.
    static var largestEntryCount: Int { Int(Int32.max) }

    /// Whether an index of `capacity` slots with `filled` of them not empty is past three quarters full, where it is
    /// replaced by one of twice the slots.
    ///
    /// Filled at most to half, an index of 10,000 `Int` keys took 2^15 slots rather than 2^14, and a keyed creation at
    /// 10,000 keys 1.26x to 1.30x the `NSLock` insert's time rather than 1.17x to 1.22x, a keyed read 1.15x the
    /// `Mutex`-guarded dictionary's rather than 0.95x (graft-bench --only keyed, interleaved runs).
    ///
    /// - Parameters:
    ///   - filled: The slots that hold an entry, a claim or a mark.
    ///   - capacity: The index's slots.
    /// - Returns: `true` when the index must grow.
    static func isOverfull(filled: Int, capacity: Int) -> Bool {
        filled * 4 > capacity * 3
    }
    /// The words of a table's first directory: room for chunks 0 to 3, 120 entries.
    static var smallestDirectoryCapacity: Int { 4 }
    /// The entries of chunk 0, a power of two; chunk k holds 2^k times as many.
    @usableFromInline static var firstChunkCapacity: Int { 8 }

    /// Allocates an empty index of 2^`capacityBits` slots.
    static func allocate(capacityBits: Int) -> KeyedIndex {
        let words = UnsafeMutablePointer<Atomic<UInt64>>.allocate(capacity: 1 + (1 << capacityBits))
        words.initialize(to: Atomic(UInt64(capacityBits)))
        for slot in 1...(1 << capacityBits) {
            (words + slot).initialize(to: Atomic(0))
        }
        return KeyedIndex(words: words)
    }

    /// Frees the index; its slots are plain words and need no deinitialization.
    func deallocate() {
        words.deallocate()
    }

    /// log2 of the number of slots.
    @inlinable
    var capacityBits: Int {
        // Written before the index was published, and never again.
        @inline(__always) get { Int(truncatingIfNeeded: UnsafeRawPointer(words).load(as: UInt64.self)) }
    }

    /// The number of slots.
    var capacity: Int { 1 << capacityBits }

    /// The hash bits a slot keeps of a key whose hash is `hash`: the top 32 bits of the hash spread by Fibonacci
    /// hashing, which the home slot's position is the top bits of.
    @inlinable
    @inline(__always)
    static func hashBits(of hash: Int) -> UInt32 {
        UInt32(truncatingIfNeeded: UInt(bitPattern: hash).fibonacciIndex(bits: 32))
    }

    /// The position of the home slot of a key with `hashBits`.
    @inlinable
    @inline(__always)
    func homePosition(of hashBits: UInt32) -> Int {
        Int(truncatingIfNeeded: UInt64(hashBits) &>> UInt64(truncatingIfNeeded: 32 &- capacityBits))
    }

    /// The position a probe visits after `position`, wrapping at the end.
    @inlinable
    @inline(__always)
    func position(after position: Int) -> Int {
        (position &+ 1) & ((1 &<< capacityBits) &- 1)
    }

    /// The slot at `position`, loaded with an acquire load, so the entry it names, and its chunk's word in the
    /// directory, are complete.
    @inlinable
    @inline(__always)
    func loadSlot(at position: Int) -> Slot {
        Slot(rawValue: words[1 &+ position].load(ordering: .acquiring))
    }

    /// Publishes `slot` in the first empty slot of its key's probe; called by the one writer.
    func add(_ slot: Slot) {
        var position = homePosition(of: slot.hashBits)
        while !loadSlot(at: position).isEmpty { position = self.position(after: position) }
        store(slot, at: position)
    }

    /// Publishes `slot` at `position`, an empty slot that ends its key's probe; called by the one writer.
    func store(_ slot: Slot, at position: Int) {
        words[1 + position].store(slot.rawValue, ordering: .releasing)
    }

    /// Replaces the claim `claim`, which this index holds, with `slot`; called by the one writer.
    func replace(_ claim: Slot, with slot: Slot) {
        var position = homePosition(of: claim.hashBits)
        while true {
            let found = loadSlot(at: position)
            if found.rawValue == claim.rawValue { break }
            // No slot of a probe ever empties, so a claim lies before the first empty slot of its key's probe.
            guard !found.isEmpty else {
                fatalError(
                    "Graft: internal error: the claim of the keyed creation at place \(claim.claimPlace) is gone.")
            }
            position = self.position(after: position)
        }
        store(slot, at: position)
    }

    /// Allocates an index of 2^`capacityBits` slots holding every entry and claim of this one, each placed by its
    /// hash bits, and none of its marks.
    ///
    /// - Returns: The index, and the number of slots it fills.
    func copy(capacityBits: Int) -> (index: KeyedIndex, filled: Int) {
        let copy = Self.allocate(capacityBits: capacityBits)
        var filled = 0
        for position in 0..<capacity {
            let slot = loadSlot(at: position)
            guard !slot.isEmpty, !slot.isAbandoned else { continue }
            copy.add(slot)
            filled += 1
        }
        return (copy, filled)
    }

    /// The chunk that holds the entry numbered `number`, and the entry's offset in it.
    ///
    /// Chunk k holds entries 8 (2^k - 1) ..< 8 (2^(k+1) - 1): adding 8 to the number makes its top bit the chunk's
    /// (less 3) and the bits below it the offset.
    @inlinable
    @inline(__always)
    static func chunkAndOffset(ofEntry number: Int) -> (chunk: Int, offset: Int) {
        let shifted = number &+ firstChunkCapacity
        let topBit = Int.bitWidth &- 1 &- shifted.leadingZeroBitCount
        return (topBit &- firstChunkCapacity.trailingZeroBitCount, shifted &- (1 &<< topBit))
    }

    /// The number of entries chunk `chunk` holds.
    static func chunkCapacity(_ chunk: Int) -> Int {
        firstChunkCapacity << chunk
    }

    /// One slot: a key's hash bits and the number of its entry; or a key's hash bits and the registry place of the
    /// creation in flight for it (a claim); or the mark of an abandoned claim; or zero for an empty slot.
    ///
    ///     bit  63 ............................ 32   31   30 ........................... 0
    ///         +----------------------------------+----+------------------------------+
    ///  entry  | hash bits (KeyedIndex.hashBits)  | 0  | entry number + 1             |
    ///         +----------------------------------+----+------------------------------+
    ///  claim  | hash bits (KeyedIndex.hashBits)  | 1  | the creation's place         |
    ///         +----------------------------------+----+------------------------------+
    ///  mark   | 0                                | 1  | 0x7FFF_FFFF                  |
    ///         +----------------------------------+----+------------------------------+
    ///
    /// A lookup compares bits 63 to 31 with the key's hash bits and a zero, so a reader passes claims and marks
    /// as it passes entries of other keys. An abandoned claim becomes a mark rather than an empty slot, which would
    /// cut the probes of the keys placed past it; a mark is dropped when the index is next copied.
    @usableFromInline
    struct Slot {
        @usableFromInline let rawValue: UInt64

        /// Bit 31: set in a claim and a mark, clear in an entry, whose number is below 2^31 - 1.
        private static var claimBit: UInt64 { 0x8000_0000 }

        @inlinable
        @inline(__always)
        init(rawValue: UInt64) {
            self.rawValue = rawValue
        }

        init(hashBits: UInt32, entryNumber: Int) {
            rawValue = UInt64(hashBits) << 32 | UInt64(entryNumber + 1)
        }

        /// The claim of the creation at registry place `place`, below 2^31 - 1, on the slot of a key with
        /// `hashBits`.
        init(hashBits: UInt32, claimingFor place: Int) {
            rawValue = UInt64(hashBits) << 32 | Self.claimBit | UInt64(place)
        }

        /// The mark an abandoned claim leaves.
        static var abandoned: Slot { Slot(rawValue: claimBit | UInt64(Int32.max)) }

        /// Whether no entry has been published here.
        @inlinable
        var isEmpty: Bool {
            @inline(__always) get { rawValue == 0 }
        }

        /// Whether the slot names an entry whose key has `hashBits`: not a claim, nor a mark.
        @inlinable
        @inline(__always)
        func namesEntry(withHashBits hashBits: UInt32) -> Bool {
            rawValue &>> 31 == UInt64(hashBits) &<< 1
        }

        /// Whether the slot is a claim or a mark rather than an entry.
        var isClaimOrMark: Bool { rawValue & Self.claimBit != 0 }

        /// Whether the slot is the mark of an abandoned claim.
        var isAbandoned: Bool { rawValue == Self.abandoned.rawValue }

        /// The registry place of a claim's creation.
        var claimPlace: Int { Int(truncatingIfNeeded: rawValue & ~Self.claimBit & 0xFFFF_FFFF) }

        /// The hash bits of the entry's key.
        @inlinable
        var hashBits: UInt32 {
            @inline(__always) get { UInt32(truncatingIfNeeded: rawValue &>> 32) }
        }

        /// The entry's number, in creation order.
        @inlinable
        var entryNumber: Int {
            @inline(__always) get { Int(truncatingIfNeeded: rawValue & 0xFFFF_FFFF) &- 1 }
        }
    }
}
