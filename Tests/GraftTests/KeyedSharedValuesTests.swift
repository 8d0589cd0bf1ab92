import GraftTestSupport
import Testing

@testable import Graft

/// The table of one keyed call site, driven as the storage drives it: keys inserted one at a time, as creations end,
/// and read back with the search the inlined keyed read makes.
@Suite struct KeyedSharedValuesTests {
    final class Box: Sendable {
        let number: Int
        init(_ number: Int) { self.number = number }
    }

    /// A key whose every value hashes alike, so every key's slot has the same hash bits and home.
    struct Colliding: Hashable, Sendable {
        let number: Int
        func hash(into hasher: inout Hasher) { hasher.combine(0) }
    }

    /// A key that keeps an object, to see the table release its keys.
    struct Token: Hashable, Sendable {
        let object: Box
        static func == (lhs: Self, rhs: Self) -> Bool { lhs.object === rhs.object }
        func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(object)) }
    }

    /// The hash a creation hands the table for `key`, as `SharedKey` keeps it.
    static func hash(of key: some Hashable) -> Int { SharedKey.explicitKeyHash(of: key.hashValue) }

    /// Reads the instance for `key` from `values` with the search a keyed read makes.
    static func read<Value: Sendable, Key: Hashable & Sendable>(
        _ key: Key, hash: Int, in values: KeyedSharedValues<Value, Key>
    ) -> Value? {
        KeyedSharedValues.value(in: Unmanaged.passUnretained(values), for: key, hash: hash)
    }

    /// Claims `key`'s slot in `values` for the creation at registry place `place`, as a creation's begin does,
    /// where `claimedKeys` gives the key of each creation in flight by place.
    ///
    /// - Returns: What the table held for the key.
    @discardableResult
    static func claim<Value: Sendable, Key: Hashable & Sendable>(
        _ key: Key, in values: KeyedSharedValues<Value, Key>, for place: Int,
        claimedKeys: [Int: UnsafeRawPointer] = [:]
    ) -> KeyedSharedEntry.Search {
        withUnsafePointer(to: key) { key in
            values.claimUnlessFound(
                SharedCreations.ExplicitKey(key, for: Value.self), hash: hash(of: key.pointee), for: place
            ) { place in
                guard let claimed = claimedKeys[place] else {
                    Issue.record("the search asked for the key of place \(place), which claimed nothing")
                    return UnsafeRawPointer(key)
                }
                return claimed
            }
        }
    }

    /// Inserts `value` for `key` as a creation does: claims its key's slot for the creation at registry place
    /// `place`, then publishes the value in the claim's slot.
    ///
    /// - Returns: The address the publication gives back, where the value stays.
    @discardableResult
    static func insert<Value: Sendable, Key: Hashable & Sendable>(
        _ value: Value, for key: Key, into values: KeyedSharedValues<Value, Key>, place: Int = 0
    ) -> SharedStorage.ValueAddress {
        #expect(claim(key, in: values, for: place) == .claimed)
        return withUnsafePointer(to: key) { key in
            withUnsafePointer(to: value) { value in
                values.publishClaim(of: place, hash: hash(of: key.pointee), key: key, value: value)
            }
        }
    }

    @Test func everyKeyReadsBackItsInstanceAtTheAddressItWasGivenAcrossGrowth() {
        let values = KeyedSharedValues<Box, Int>(member: "box(id:)", siteHash: 0, learning: nil)
        let count = 5_000
        var boxes: [Box] = []
        var addresses: [SharedStorage.ValueAddress] = []
        for number in 0..<count {
            boxes.append(Box(number))
            addresses.append(Self.insert(boxes[number], for: number, into: values))
            // Each key is found as soon as it is in, and the one before it still is.
            #expect(Self.read(number, hash: Self.hash(of: number), in: values) === boxes[number])
        }
        // The index grew from 8 slots to 8,192, at most three quarters full, and no entry moved.
        #expect(values.currentIndex.capacity == 8_192)
        #expect(
            (0..<count).allSatisfy { number in
                Self.read(number, hash: Self.hash(of: number), in: values) === boxes[number]
                    && (SharedStorage.value(at: addresses[number]) as Box) === boxes[number]
            })
        #expect(Self.read(count, hash: Self.hash(of: count), in: values) == nil)
        #expect(Self.read(-1, hash: Self.hash(of: -1), in: values) == nil)
        #expect(values.keys.map { $0 as? Int } == Array(0..<count))
    }

    @Test func keysWhoseHashesCollideAreEachFoundByTheirOwnEquality() {
        let values = KeyedSharedValues<Box, Colliding>(member: "box(id:)", siteHash: 0, learning: nil)
        let boxes = (0..<300).map(Box.init)
        for box in boxes { Self.insert(box, for: Colliding(number: box.number), into: values) }
        let hashes = Set((0..<300).map { Self.hash(of: Colliding(number: $0)) })
        #expect(hashes.count == 1)
        #expect(
            boxes.allSatisfy { Self.read(Colliding(number: $0.number), hash: hashes.first!, in: values) === $0 })
        #expect(Self.read(Colliding(number: 300), hash: hashes.first!, in: values) == nil)
    }

    /// A claimed key is in flight for a second creator, which finds the claim's creation by its place, and absent
    /// for a reader; once abandoned, the key is vacant again, and the mark it leaves does not cut the probe of a
    /// key placed past it.
    @Test func aClaimIsFoundByCreatorsAndPassedByReaders() {
        let values = KeyedSharedValues<Box, Colliding>(member: "box(id:)", siteHash: 0, learning: nil)
        let keys = (0..<3).map { Colliding(number: $0) }
        let hash = Self.hash(of: keys[0])
        withUnsafePointer(to: keys[0]) { first in
            withUnsafePointer(to: keys[1]) { second in
                let claimedKeys = [10: UnsafeRawPointer(first), 11: UnsafeRawPointer(second)]
                #expect(Self.claim(keys[0], in: values, for: 10) == .claimed)
                #expect(Self.claim(keys[1], in: values, for: 11, claimedKeys: claimedKeys) == .claimed)
                #expect(Self.claim(keys[0], in: values, for: 12, claimedKeys: claimedKeys) == .inFlight(place: 10))
                #expect(Self.claim(keys[1], in: values, for: 12, claimedKeys: claimedKeys) == .inFlight(place: 11))
                #expect(Self.read(keys[0], hash: hash, in: values) == nil)

                values.abandonClaim(of: 10, hash: hash)
                #expect(Self.claim(keys[1], in: values, for: 12, claimedKeys: claimedKeys) == .inFlight(place: 11))
                let box = Box(1)
                withUnsafePointer(to: box) { value in
                    _ = values.publishClaim(of: 11, hash: hash, key: second, value: value)
                }
                #expect(Self.claim(keys[1], in: values, for: 12) == .published)
                #expect(Self.read(keys[1], hash: hash, in: values) === box)
                // The abandoned key is vacant again, past the mark its claim left.
                #expect(Self.claim(keys[0], in: values, for: 12) == .claimed)
                #expect(
                    Self.claim(keys[2], in: values, for: 13, claimedKeys: [12: UnsafeRawPointer(first)]) == .claimed)
            }
        }
        #expect(values.keys.map { $0 as? Colliding } == [keys[1]])
    }

    /// An index that grows while creations are in flight keeps their claims, placed by their hash bits, so each
    /// claim's creation still publishes in it; the marks of abandoned claims are dropped.
    @Test func claimsSurviveTheIndexGrowingAndMarksDoNot() {
        let values = KeyedSharedValues<Box, Int>(member: "box(id:)", siteHash: 0, learning: nil)
        let claimed = [1_001, 1_002, 1_003]
        for (place, key) in claimed.enumerated() { #expect(Self.claim(key, in: values, for: place + 100) == .claimed) }
        values.abandonClaim(of: 101, hash: Self.hash(of: claimed[1]))
        let boxes = (0..<200).map(Box.init)
        for box in boxes { Self.insert(box, for: box.number, into: values, place: 7) }
        let index = values.currentIndex
        let slots = (0..<index.capacity).map { index.loadSlot(at: $0) }.filter { !$0.isEmpty }
        #expect(slots.filter(\.isClaimOrMark).map(\.claimPlace).sorted() == [100, 102])
        #expect(!slots.contains { $0.isAbandoned })
        for (place, key) in [(100, claimed[0]), (102, claimed[2])] {
            let box = Box(key)
            withUnsafePointer(to: key) { key in
                withUnsafePointer(to: box) { value in
                    _ = values.publishClaim(of: place, hash: Self.hash(of: key.pointee), key: key, value: value)
                }
            }
            #expect(Self.read(key, hash: Self.hash(of: key), in: values) === box)
        }
        #expect(boxes.allSatisfy { Self.read($0.number, hash: Self.hash(of: $0.number), in: values) === $0 })
        #expect(Self.read(claimed[1], hash: Self.hash(of: claimed[1]), in: values) == nil)
    }

    /// A reader that loaded the index before it was replaced goes on reading it: replaced indexes stay allocated,
    /// and still name every entry they named. (Under the address sanitizer, a freed one would stop the test.)
    @Test func aReplacedIndexStillNamesItsEntries() {
        let values = KeyedSharedValues<Box, Int>(member: "box(id:)", siteHash: 0, learning: nil)
        let boxes = (0..<200).map(Box.init)
        for box in boxes[..<4] { Self.insert(box, for: box.number, into: values) }
        let old = values.currentIndex
        for box in boxes[4...] { Self.insert(box, for: box.number, into: values) }
        #expect(values.currentIndex.words != old.words)
        // The first index of 8 slots holds six entries when it is replaced, three quarters full.
        let named = (0..<old.capacity).map { old.loadSlot(at: $0) }.filter { !$0.isEmpty }
        #expect(named.map(\.entryNumber).sorted() == Array(0..<6))
        #expect(
            named.allSatisfy {
                KeyedSharedValues<Box, Int>.value(at: values.entry($0.entryNumber)).pointee === boxes[$0.entryNumber]
            })
    }

    /// Publishing for a creation that claimed no slot is an internal error: the search stops at the key's first
    /// empty slot, where a claim would lie before, with a message, instead of probing forever under the lock.
    @Test func publishingAClaimThatIsGoneStopsWithAMessage() async {
        let result = await retryingInterruptedSystemCalls {
            await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                let values = KeyedSharedValues<Int, Int>(member: "number(for:)", siteHash: 0, learning: nil)
                KeyedSharedValuesTests.insert(1, for: 1, into: values)
                withUnsafePointer(to: 2) { key in
                    _ = values.publishClaim(of: 9, hash: KeyedSharedValuesTests.hash(of: 2), key: key, value: key)
                }
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            message.contains("Graft: internal error: the claim of the keyed creation at place 9 is gone."), "\(message)"
        )
    }

    @Test func releasingTheTableReleasesEveryKeyAndInstance() {
        weak var firstKey: Box?
        weak var lastValue: Box?
        do {
            let values = KeyedSharedValues<Box, Token>(member: "box(for:)", siteHash: 0, learning: nil)
            for number in 0..<100 {
                let key = Token(object: Box(number))
                let value = Box(number)
                if number == 0 { firstKey = key.object }
                if number == 99 { lastValue = value }
                Self.insert(value, for: key, into: values)
            }
            #expect(firstKey != nil && lastValue != nil)
        }
        #expect(firstKey == nil && lastValue == nil)
    }

    /// A value of no size.
    struct Nothing: Hashable, Sendable {}

    /// Fills a table of `Key` and `Value` with 100 keys and reads every one back.
    static func readsBack<Key: Hashable & Sendable, Value: Sendable & Equatable>(
        keys: [Key], value: (Key) -> Value
    ) -> Bool {
        let values = KeyedSharedValues<Value, Key>(member: "value(for:)", siteHash: 0, learning: nil)
        let addresses = keys.map { insert(value($0), for: $0, into: values) }
        return zip(keys, addresses).allSatisfy { key, address in
            read(key, hash: hash(of: key), in: values) == value(key)
                && SharedStorage.value(at: address) as Value == value(key)
                && Int(bitPattern: address.pointer) % MemoryLayout<Value>.alignment == 0
        }
    }

    /// Entries are laid out from their key's and value's sizes and alignments: a one-byte key before a string, a
    /// string before a one-byte value, and keys and values of no size at all.
    @Test func keysAndValuesOfEveryLayoutReadBack() {
        #expect(Self.readsBack(keys: (0..<100).map(UInt8.init)) { "value \($0)" })
        #expect(Self.readsBack(keys: (0..<100).map { "key \($0)" }) { $0.count % 2 == 0 })
        #expect(Self.readsBack(keys: Array(0..<100)) { _ in Nothing() })
        #expect(Self.readsBack(keys: [Nothing()]) { _ in 42 })
        #expect(KeyedSharedValues<String, UInt8>.valueOffset == 8)
        #expect(KeyedSharedValues<String, UInt8>.entryStride == 24)
        #expect(KeyedSharedValues<Bool, String>.entryStride == 24)
        #expect(KeyedSharedValues<Nothing, Nothing>.entryStride == 1)
    }

    @Test func anEntryNumberMapsToItsChunkAndOffset() {
        let placed = [0, 7, 8, 23, 24, 55, 56].map { KeyedIndex.chunkAndOffset(ofEntry: $0) }
        #expect(placed.map(\.chunk) == [0, 0, 1, 1, 2, 2, 3])
        #expect(placed.map(\.offset) == [0, 7, 0, 15, 0, 31, 0])
        #expect((0..<4).map(KeyedIndex.chunkCapacity) == [8, 16, 32, 64])
    }
}
