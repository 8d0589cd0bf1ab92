public import Synchronization

// The words of the table under `shared`, each with a type of its own, so that a table word, a slot, a value's
// address and an entry's address cannot be mixed up, nor the key's words (SharedKey's call-site word, file address
// and value type address). Every type wraps one machine word and costs nothing at run time.
//
// A table word is published atomically in the component; it stands for the table and the shift that turns a key's
// hash into a slot index:
//
//     table word
//     +-----------------------------------------------+------------+
//     | table address, 16-byte aligned (bits 63...4)  | shift - 49 |
//     +-----------------------------------------------+------------+
//
// The four low bits hold shifts from 49, a table of 2^15 slots, the largest, to 64, a table of one slot.
//
// A table is an array of slots, a power of two of them, at most three quarters full. A component's first table has
// the capacity its component's type learned (LearnedTableCapacities), laid out as the larger table below, or, when
// the type learned none, one slot. That slot keeps the component's first instance retained for as long as the
// component lives; after it comes the call-site word of an empty second slot, which the two-slot check and the probe
// read as empty:
//
//     first table of one slot (56 bytes, in a 64-byte block of SmallTablePool)
//     +--------+------+
//     | slot 0 | 0    |
//     +--------+------+
//
// A table of 2^n slots (n >= 2) holds after its slots a trailer that only writers read, under the creation
// registry's lock: the table it replaced, which it keeps from being freed before the component is (zero in a first
// table), the number of entries it inherited from that table, and the indexes of the slots whose instances arrived
// while it was the current table, in creation order, 16 bits each, four to a word. Those slots own their instances:
// each holds its entry's address, or its copy of a class instance's reference, retained; the copies a larger table
// makes of them when it replaces this one are not. The trailer has room for as many as the table holds, three
// quarters of its slots, less those it inherited, and counts the slots that a creation in flight claimed or whose
// creation ended without an instance, which count against the three quarters too. Walked from the first table to
// the current one, the trailers list every instance after the one a first table of one slot keeps, once:
//
//     table of 2^n slots
//     +--------+-----+--------------+----------------+-----------+-----------+----------------+----------------+
//     | slot 0 | ... | slot 2^n - 1 | replaced table | inherited | own count | claimed or     | own slots'     |
//     |        |     |              | (table word)   | count     |           | abandoned      | indexes, 16    |
//     |        |     |              |                |           |           | slots          | bits each      |
//     +--------+-----+--------------+----------------+-----------+-----------+----------------+----------------+
//
// An own slot's index is at most 2^15 - 1, since a table has at most 2^15 slots (TableWord.largestCapacity).
//
// A slot is six atomic words. Its call-site word is published last, with a release store; zero means empty:
//
//     slot
//     +-----------+------------+--------------+---------------+---------------+------------------------+
//     | 0         | 1          | 2            | 3             | 4             | 5                      |
//     | call-site | value type | file address | value address | entry address | a keyed slot's         |
//     | word      | (metadata) |              | or key type   | (unretained)  | siteKeyHash, or an     |
//     |           |            |              | (metadata)    |               | unkeyed slot's copy of |
//     |           |            |              |               |               | a one-word value       |
//     +-----------+------------+--------------+---------------+---------------+------------------------+
//     The key (SharedKey) is words 0, 1 and 2, and word 5 when the call-site word says it is keyed.
//     Word 4 of a class instance kept without an entry holds its member's name packed in one word
//     (StoredMemberName.packedWord) with bit 0 set (EntryAddress.instanceTag), and word 5 the reference.
//
// Before an unkeyed instance is published, its creation claims the slot it goes in, under the creation registry's
// lock; the claim is what tells a second reader that the instance is being made. A claimed slot holds the key's
// call-site word with its two flag bits swapped, which no call site's word is, so readers step over it as over
// another key's slot, then the value type and file address, and the creation in words 3 and 4. A creation whose
// factory throws marks its slot abandoned (call-site word 1), which readers step over too, and which the next claim
// on the slot's probe takes. A table that grows copies the claims and leaves the abandoned slots behind. A slot's
// call-site word goes from empty to claimed, and from claimed to published or abandoned, and from abandoned to
// claimed; never back to empty, so no probe stops short of a key it passed before:
//
//     call-site word   bit 63  bit 62   rest
//     empty              0       0      0
//     published        keyed     1      line, column, file length
//     claimed            1       0      line, column, file length (unkeyed only)
//     abandoned          0       0      1
//
// A key probes its home slot, the hash's top bits, then the home index XOR 1, XOR 2 and so on, which visits every
// slot once without wrapping. The value address of an unkeyed slot that holds a copy of its value is the address of
// word 5 itself, so every unkeyed read loads the address, then the value, with no branch on the value's type. A keyed
// call site has one slot, whatever its keys: its word 5 holds SharedKey.siteKeyHash, the same for every key, its
// word 3 the key's type, and its entry is the call site's KeyedSharedValues, the table of its keys and instances,
// which a keyed read that matches words 0, 1, 2, 5 and the key type searches for its key.

extension SharedStorage {
    /// A published table word: the table's address, 16-byte aligned, with its index shift less ``shiftBase`` in the
    /// four low bits, so finding a slot needs no load beyond the word's.
    @usableFromInline
    struct TableWord: Equatable, Sendable {
        @usableFromInline let rawValue: Int

        @inlinable
        @inline(__always)
        init(rawValue: Int) {
            self.rawValue = rawValue
        }

        /// The bits that hold the index shift, less ``shiftBase``: the four that a 16-byte aligned address leaves
        /// free.
        ///
        /// Sixteen bytes is what `malloc` aligns to on 64-bit platforms. Aligned to 64 bytes, which six bits would
        /// need, a component of ten members took 17,805 instructions instead of 17,416, and 5.50x to 5.71x a
        /// `lazy var` class's time instead of 5.05x to 5.34x (callgrind, and three interleaved runs of graft-bench
        /// --only members).
        @usableFromInline static var shiftMask: Int { 15 }
        /// The smallest shift a table word holds, that of a table of ``largestCapacity`` slots; the largest,
        /// `Int.bitWidth`, is a table of one's.
        @usableFromInline static var shiftBase: Int { Int.bitWidth - shiftMask }
        /// The most slots a table has: 2^15, which hold 24,576 instances, far more than a component's call sites.
        static var largestCapacity: Int { 1 << shiftMask }
        /// The alignment of every table, which leaves the shift's bits free.
        static var tableAlignment: Int { shiftMask + 1 }

        /// Makes the word for a table at `table` of `capacity` slots, a power of two.
        init(table: UnsafeMutablePointer<Atomic<Int>>, capacity: Int) {
            let shift = Int.bitWidth - capacity.trailingZeroBitCount
            rawValue = Int(bitPattern: table) | (shift - Self.shiftBase)
        }

        /// The table's first word.
        @inlinable
        var table: UnsafeMutablePointer<Atomic<Int>> {
            // A bit cast rather than init(bitPattern:), whose check for nil would count against inlining the read.
            @inline(__always) get {
                unsafeBitCast(rawValue & ~Self.shiftMask, to: UnsafeMutablePointer<Atomic<Int>>?.self)
                    .unsafelyUnwrapped
            }
        }

        /// The number of slots, a power of two.
        var capacity: Int { 1 &<< (Int.bitWidth &- ((rawValue & Self.shiftMask) &+ Self.shiftBase)) }

        /// The index of the home slot of a key with `hash`: the hash's top log2(capacity) bits.
        ///
        /// The hash is shifted by ``shiftBase`` first, a constant the optimizer folds into an inlined read's
        /// constant hash, and then by the word's four bits; in a table of one slot, by 15 of them, which leaves zero.
        @inlinable
        @inline(__always)
        func homeIndex(of hash: UInt) -> Int {
            Int(bitPattern: (hash &>> UInt(Self.shiftBase)) &>> UInt(bitPattern: rawValue & Self.shiftMask))
        }

        /// The slot a key whose home index is `home` checks at step `probe` of its search: the home slot, then the
        /// index XOR 1, XOR 2 and so on, which visits every slot once and never leaves the table, but for the empty
        /// second slot of a table of one.
        @inlinable
        @inline(__always)
        func slot(_ probe: Int, from home: Int) -> Slot {
            Slot(words: table + (home ^ probe) &* Slot.wordCount)
        }

        /// The slot at `index`.
        func slot(at index: Int) -> Slot {
            Slot(words: table + index &* Slot.wordCount)
        }

        /// The slots that keep the instances that arrived while this table was current.
        var keepingSlots: KeepingSlots { KeepingSlots(of: self) }

        /// The trailer of a table of more than one slot.
        var trailer: Trailer {
            Trailer(words: table + capacity &* Slot.wordCount, capacity: capacity)
        }
    }

    /// The words after the slots of a table of more than one slot, laid out as the diagram at the top of this file
    /// shows; read and written only under the creation registry's lock, or by the storage's `deinit`.
    struct Trailer {
        let words: UnsafeMutablePointer<Atomic<Int>>
        /// The table's capacity, which sets how many own slots the trailer has room for.
        let capacity: Int

        /// The words a trailer takes in a table of `capacity` slots that inherited `inherited` entries: its header,
        /// and the indexes of its own slots, four to a word.
        ///
        /// An own slot's index is all a trailer needs, since the slot itself keeps its instance and, for a class
        /// instance, names its member: a component of ten members holds 1,242 bytes (mallinfo2, graft-bench --only
        /// members). With a word for each own instance and another for its name, its table of 16 slots would take
        /// 992 bytes instead of 824, about 1,420 bytes a component, 3.3x a class of ten `lazy var`s'.
        static func wordCount(capacity: Int, inheriting inherited: Int) -> Int {
            let room = ownSlotRoom(capacity: capacity, inheriting: inherited)
            return headerWordCount + (room + indexesPerWord - 1) / indexesPerWord
        }

        /// The words before the own slots' indexes: the replaced table, the inherited and own entry counts, and the
        /// count of slots claimed or abandoned.
        private static var headerWordCount: Int { 4 }

        /// The bits of an own slot's index: enough for the largest table's.
        private static var indexBits: Int { 16 }

        /// The own slots' indexes a word holds.
        private static var indexesPerWord: Int { Int.bitWidth / indexBits }

        /// The instances that arrive while a table of `capacity` slots is current: as many as it holds at most
        /// three quarters full, less those it inherited.
        static func ownSlotRoom(capacity: Int, inheriting inherited: Int) -> Int {
            SharedStorage.entryLimit(capacity: capacity) - inherited
        }

        /// The instances that may arrive while this table is current.
        var ownSlotRoom: Int {
            Self.ownSlotRoom(capacity: capacity, inheriting: inheritedEntryCount)
        }

        /// The table this one replaced, or `nil` in a component's first table.
        var replacedTable: TableWord? {
            get {
                let word = words[0].load(ordering: .relaxed)
                return word == 0 ? nil : TableWord(rawValue: word)
            }
            nonmutating set { words[0].store(newValue?.rawValue ?? 0, ordering: .relaxed) }
        }

        /// The number of entries the table held when it was made: those its replaced table held, which slots
        /// claimed or abandoned there do not count.
        var inheritedEntryCount: Int {
            get { words[1].load(ordering: .relaxed) }
            nonmutating set { words[1].store(newValue, ordering: .relaxed) }
        }

        /// The number of instances that arrived while this table was current: its own slots.
        var ownEntryCount: Int {
            get { words[2].load(ordering: .relaxed) }
            nonmutating set { words[2].store(newValue, ordering: .relaxed) }
        }

        /// The number of this table's slots that a creation in flight has claimed, or whose creation ended without
        /// an instance: slots that hold no entry, yet count against the table's three quarters.
        var pendingSlotCount: Int {
            get { words[3].load(ordering: .relaxed) }
            nonmutating set { words[3].store(newValue, ordering: .relaxed) }
        }

        /// The table's first slot's first word, from which own slots' indexes count.
        private var slotWords: UnsafeMutablePointer<Atomic<Int>> {
            words - capacity &* Slot.wordCount
        }

        /// The word that holds the index of the own slot at `index`, and the index's shift within it.
        ///
        /// Shifts and masks, since `index` is never negative and a word holds a power of two of indexes: signed
        /// division and remainder cost a creation a few instructions more.
        private func indexWord(at index: Int) -> (word: UnsafeMutablePointer<Atomic<Int>>, shift: Int) {
            let perWordShift = Self.indexesPerWord.trailingZeroBitCount
            return (
                words + (Self.headerWordCount &+ index &>> perWordShift),
                (index & (Self.indexesPerWord &- 1)) &* Self.indexBits
            )
        }

        /// The own slot at `index`, of those whose instances arrived while this table was current, in creation
        /// order.
        func ownSlot(at index: Int) -> Slot {
            let (word, shift) = indexWord(at: index)
            let slotIndex = word[0].load(ordering: .relaxed) >> shift & (1 << Self.indexBits - 1)
            return Slot(words: slotWords + slotIndex &* Slot.wordCount)
        }

        /// Adds `slot`, one of this table's, which has just been filled with an instance that it keeps retained.
        ///
        /// Inlined into its callers: called, it cost a creation about 6 instructions (callgrind, graft-bench --only
        /// members: 10,211 instructions per component of ten members, 10,151 inlined).
        @inline(__always)
        func appendOwnSlot(_ slot: Slot) {
            let index = ownEntryCount
            guard index < ownSlotRoom else {
                fatalError("Graft: internal error: a table of \(capacity) slots has no room for another entry.")
            }
            let (word, shift) = indexWord(at: index)
            let slotIndex = Int(
                bitPattern: UInt(bitPattern: slot.words - slotWords) / UInt(bitPattern: Slot.wordCount))
            word[0].store(word[0].load(ordering: .relaxed) | slotIndex << shift, ordering: .relaxed)
            ownEntryCount = index &+ 1
        }

    }

    /// The slots of a table that keep the instances that arrived while it was current, in creation order: a first
    /// table of one slot's own slot, once its instance has arrived, or the slots a larger table's trailer lists.
    ///
    /// Each owns what it keeps (see the diagram at the top of this file), which the storage's `deinit` releases
    /// (``Slot/releaseKept()``) and a listing of the storage's instances reads. A first table of one slot keeps its
    /// instance while the component lives, since every later table keeps the first, so a component with one
    /// `shared` member, as most have, allocates only a table of one slot and no trailer: with every instance in an
    /// entry of its own, such a component held 346 bytes instead of 250 (mallinfo2 over 50,000 components), and
    /// making it and reading its member took 7,829 instructions instead of 6,998 (callgrind). A word of the
    /// storage's own that kept the first instance made every component a word larger, and a node of the tree
    /// benchmark 16 bytes larger after the allocator's rounding (graft-bench --only trees).
    struct KeepingSlots: RandomAccessCollection {
        let table: TableWord
        let startIndex = 0
        let endIndex: Int

        init(of table: TableWord) {
            self.table = table
            // A first table of one slot whose instance never arrived keeps none: its creation failed, or a larger
            // table took its claim.
            endIndex =
                table.capacity > 1 ? table.trailer.ownEntryCount : (table.slot(at: 0).site.isPublished ? 1 : 0)
        }

        subscript(position: Int) -> Slot {
            table.capacity > 1 ? table.trailer.ownSlot(at: position) : table.slot(at: 0)
        }
    }

    /// One slot of a table: six atomic words, laid out as the diagram at the top of this file shows.
    @usableFromInline
    struct Slot {
        @usableFromInline let words: UnsafeMutablePointer<Atomic<Int>>

        @inlinable
        @inline(__always)
        init(words: UnsafeMutablePointer<Atomic<Int>>) {
            self.words = words
        }

        @usableFromInline static var wordCount: Int { 6 }
        /// The index of the call-site word, first, so that a table of one needs only one word past its slot.
        @usableFromInline static var siteWord: Int { 0 }
        @usableFromInline static var valueTypeWord: Int { 1 }
        @usableFromInline static var fileAddressWord: Int { 2 }
        @usableFromInline static var valueAddressOrKeyTypeWord: Int { 3 }
        @usableFromInline static var entryWord: Int { 4 }
        /// The explicit key hash of a keyed slot, or the copy of the value of an unkeyed one that has one.
        @usableFromInline static var explicitKeyHashOrValueWord: Int { 5 }

        /// The call-site word, loaded with an acquire load: ``SharedKey/CallSiteWord/isEmpty`` while the slot is
        /// empty, and once it is not, every other word of the slot is complete.
        @inlinable
        @inline(__always)
        func loadSite() -> SharedKey.CallSiteWord {
            SharedKey.CallSiteWord(rawValue: words[Self.siteWord].load(ordering: .acquiring))
        }

        /// Whether the slot is empty, for a writer, which the creation registry's lock already orders.
        var isEmpty: Bool { site.isEmpty }

        /// One of the slot's words other than its call-site word.
        ///
        /// A writer stores those words before it publishes the call-site word with a release store, and never
        /// changes them after, so a reader that has seen the call-site word through an acquire load reads them with
        /// plain loads.
        @inlinable
        @inline(__always)
        func publishedWord(_ index: Int) -> Int {
            UnsafeRawPointer(words + index).load(as: Int.self)
        }

        /// The key the slot holds, from its call-site word, already loaded, and its other key words.
        ///
        /// The explicit key hash is loaded only when `keyed`, since an unkeyed slot's hash is zero and its last word
        /// may hold a value instead. A reader passes whether its own key is keyed: an unkeyed key matches only
        /// unkeyed slots, so the inlined unkeyed read skips that load.
        @inlinable
        @inline(__always)
        func key(site: SharedKey.CallSiteWord, keyed: Bool) -> SharedKey {
            SharedKey(
                site: site,
                valueType: SharedKey.TypeAddress(rawValue: publishedWord(Self.valueTypeWord)),
                fileAddress: SharedKey.FileAddress(rawValue: publishedWord(Self.fileAddressWord)),
                explicitKeyHash: keyed ? publishedWord(Self.explicitKeyHashOrValueWord) : 0)
        }

        /// The address of an unkeyed slot's value: its own last word's, or memory its entry keeps.
        @inlinable
        @inline(__always)
        var valueAddress: ValueAddress {
            ValueAddress(UnsafeRawPointer(words + Self.valueAddressOrKeyTypeWord).load(as: UnsafeRawPointer.self))
        }

        /// A keyed slot's key type.
        @inlinable
        @inline(__always)
        var keyType: SharedKey.TypeAddress {
            SharedKey.TypeAddress(rawValue: publishedWord(Self.valueAddressOrKeyTypeWord))
        }

        /// The slot's entry.
        @inlinable
        @inline(__always)
        var entryAddress: EntryAddress {
            EntryAddress(rawValue: publishedWord(Self.entryWord))
        }

        /// The address of the slot's last word, where an unkeyed slot keeps a copy of a one-word value.
        var copiedValueAddress: ValueAddress {
            ValueAddress(UnsafeRawPointer(words + Self.explicitKeyHashOrValueWord))
        }

        /// The class instance the published slot keeps without an entry, through its copy of the reference (see the
        /// diagram at the top of this file), unretained; `nil` when the slot's entry keeps its value.
        var keptInstance: Unmanaged<AnyObject>? {
            guard entryAddress.isKeptInstance else { return nil }
            let reference = UnsafeRawPointer(bitPattern: publishedWord(Self.explicitKeyHashOrValueWord))
            return Unmanaged.fromOpaque(reference.unsafelyUnwrapped)
        }

        /// Releases what the published slot keeps when it owns its instance: the class instance it keeps without an
        /// entry, or its entry.
        func releaseKept() {
            if let instance = keptInstance {
                instance.release()
            } else {
                entryAddress.release()
            }
        }

        /// Where the value of the slot with call-site word `site` is, as a table that grows copies it.
        func placement(site: SharedKey.CallSiteWord) -> SharedEntry.Placement {
            if site.isKeyed { return .inKeyedEntry(keyType: keyType) }
            return valueAddress == copiedValueAddress
                ? .copiedIntoSlot(bits: publishedWord(Self.explicitKeyHashOrValueWord)) : .atAddress(valueAddress)
        }

        /// Writes a key, its entry and its value into the empty slot, publishing the call-site word last.
        ///
        /// An unkeyed entry whose value the slot can hold gets a copy of the value's bits in the last word, which
        /// would otherwise hold the explicit key hash, always zero for an unkeyed entry; the value address is then
        /// that word's. A keyed entry's slot holds the key's type where others hold the value's address.
        ///
        /// Inlined into its callers: called, it cost a creation about 32 instructions (callgrind, graft-bench --only
        /// members: 10,471 instructions per component of ten members, 10,151 inlined).
        @inline(__always)
        func fill(with key: SharedKey, entryAddress: EntryAddress, placement: SharedEntry.Placement) {
            switch placement {
            case .copiedIntoSlot(let bits) where !key.isKeyed:
                words[Self.explicitKeyHashOrValueWord].store(bits, ordering: .relaxed)
                words[Self.valueAddressOrKeyTypeWord].store(copiedValueAddress.bitPattern, ordering: .relaxed)
            case .atAddress(let address) where !key.isKeyed:
                words[Self.explicitKeyHashOrValueWord].store(0, ordering: .relaxed)
                words[Self.valueAddressOrKeyTypeWord].store(address.bitPattern, ordering: .relaxed)
            case .inKeyedEntry(let keyType) where key.isKeyed:
                words[Self.explicitKeyHashOrValueWord].store(key.explicitKeyHash, ordering: .relaxed)
                words[Self.valueAddressOrKeyTypeWord].store(keyType.rawValue, ordering: .relaxed)
            default:
                fatalError("Graft: internal error: an entry's placement, \(placement), does not fit its key.")
            }
            words[Self.entryWord].store(entryAddress.rawValue, ordering: .relaxed)
            words[Self.valueTypeWord].store(key.valueType.rawValue, ordering: .relaxed)
            words[Self.fileAddressWord].store(key.fileAddress.rawValue, ordering: .relaxed)
            words[Self.siteWord].store(key.site.rawValue, ordering: .releasing)
        }

        /// The call-site word, for a writer, which the creation registry's lock already orders.
        var site: SharedKey.CallSiteWord {
            SharedKey.CallSiteWord(rawValue: words[Self.siteWord].load(ordering: .relaxed))
        }

        /// Claims the empty or abandoned slot for the creation `creation` of the unkeyed `key`.
        ///
        /// The slot keeps the key's words, its call-site word ``SharedKey/CallSiteWord/claimed``, so that a writer
        /// finds the claim by the key as a reader finds an instance, and the creation in the words an instance's
        /// value address and entry take. Readers match no claimed word and step over it, so the order of the stores
        /// does not matter to them.
        @inline(__always)
        func claim(for key: SharedKey, by creation: SharedCreations.CreationID) {
            words[Self.valueTypeWord].store(key.valueType.rawValue, ordering: .relaxed)
            words[Self.fileAddressWord].store(key.fileAddress.rawValue, ordering: .relaxed)
            words[Self.valueAddressOrKeyTypeWord].store(creation.index, ordering: .relaxed)
            words[Self.entryWord].store(Int(bitPattern: UInt(creation.serial)), ordering: .relaxed)
            words[Self.siteWord].store(key.site.claimed.rawValue, ordering: .relaxed)
        }

        /// Whether the slot, whose call-site word is `site`, is claimed for the unkeyed `key`.
        @inline(__always)
        func isClaimed(for key: SharedKey, site: SharedKey.CallSiteWord) -> Bool {
            site == key.site.claimed && key.matches(self.key(site: key.site, keyed: false))
        }

        /// The unkeyed key of the claimed slot: its call site, with the flag bits swapped back, its value type and its
        /// file address.
        var claimedKey: SharedKey {
            key(site: site.unclaimed, keyed: false)
        }

        /// The creation that claimed the slot, which is claimed.
        var claimant: SharedCreations.CreationID {
            SharedCreations.CreationID(
                index: publishedWord(Self.valueAddressOrKeyTypeWord),
                serial: UInt64(UInt(bitPattern: publishedWord(Self.entryWord))))
        }

        /// Marks the claimed slot abandoned: its creation ended without an instance.
        func abandon() {
            words[Self.siteWord].store(SharedKey.CallSiteWord.abandoned.rawValue, ordering: .relaxed)
        }
    }

    /// The address of a published value: in memory its entry keeps, or a slot's last word.
    ///
    /// Never null, so an optional address, which a lookup that finds nothing returns, takes one word, null for `nil`.
    @usableFromInline
    struct ValueAddress: Equatable {
        @usableFromInline let pointer: UnsafeRawPointer

        @inlinable
        @inline(__always)
        init(_ pointer: UnsafeRawPointer) {
            self.pointer = pointer
        }

        /// The address as the word a slot stores.
        var bitPattern: Int { Int(bitPattern: pointer) }
    }

    /// The address of an entry, which the slot its instance arrived in keeps retained and the copies of that slot
    /// hold unretained; or, with bit 0 set, the member's name of a class instance kept without an entry, packed in
    /// one word (``StoredMemberName/packedWord``), whose slot's last word holds the reference.
    ///
    /// Only a keyed read dereferences it in a slot, and a keyed slot always holds an entry.
    @usableFromInline
    struct EntryAddress: Equatable, Sendable {
        @usableFromInline let rawValue: Int

        @inlinable
        @inline(__always)
        init(rawValue: Int) {
            self.rawValue = rawValue
        }

        init(_ entry: SharedEntry) {
            rawValue = Int(bitPattern: Unmanaged.passUnretained(entry).toOpaque())
        }

        /// The bit set in the word that stands for an instance kept without an entry; entries are aligned to at least
        /// two bytes, and a packed name leaves it clear, so it is clear in theirs.
        static var instanceTag: Int { 1 }

        /// The word that stands for a class instance kept without an entry, whose member's name packs into
        /// `packedName`.
        init(keptInstanceNamed packedName: Int) {
            rawValue = packedName | Self.instanceTag
        }

        /// Whether the address stands for an instance kept without an entry.
        var isKeptInstance: Bool { rawValue & Self.instanceTag != 0 }

        /// The address of `entry`, whose one retain a table or its trailer takes over.
        init(taking entry: Unmanaged<SharedEntry>) {
            rawValue = Int(bitPattern: entry.toOpaque())
        }

        /// Releases the reference that ``init(taking:)`` took over.
        func release() {
            Unmanaged<SharedEntry>.fromOpaque(UnsafeRawPointer(bitPattern: rawValue).unsafelyUnwrapped).release()
        }

        /// The entry as a `T`, which it is, unretained.
        @inlinable
        @inline(__always)
        func unmanagedEntry<T: SharedEntry>(as type: T.Type) -> Unmanaged<T> {
            Unmanaged<T>.fromOpaque(UnsafeRawPointer(bitPattern: rawValue).unsafelyUnwrapped)
        }

        /// Calls `body` with the entry, neither retained nor released.
        @inlinable
        @inline(__always)
        func withEntry<Result>(_ body: (SharedEntry) -> Result) -> Result {
            Unmanaged<SharedEntry>.fromOpaque(UnsafeRawPointer(bitPattern: rawValue).unsafelyUnwrapped)
                ._withUnsafeGuaranteedRef(body)
        }
    }
}
