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

    /// Inserts `value` for `key`, handed on as a creation that ends hands it on.
    ///
    /// - Returns: The address the insertion gives back, where the value stays.
    @discardableResult
    static func insert<Value: Sendable, Key: Hashable & Sendable>(
        _ value: Value, for key: Key, into values: KeyedSharedValues<Value, Key>
    ) -> SharedStorage.ValueAddress {
        SharedCreations.ExplicitKey.with(key, for: Value.self) { explicitKey in
            SharedStorage.PendingKeyedInstance.with(value, explicitKey: explicitKey, member: "box(id:)") {
                #expect($0.valuesType == KeyedSharedValues<Value, Key>.self)
                return values.insertCopy(of: $0, hash: hash(of: key))
            }
        }
    }

    @Test func everyKeyReadsBackItsInstanceAtTheAddressItWasGivenAcrossGrowth() {
        let values = KeyedSharedValues<Box, Int>(member: "box(id:)")
        let count = 5_000
        var boxes: [Box] = []
        var addresses: [SharedStorage.ValueAddress] = []
        for number in 0..<count {
            boxes.append(Box(number))
            addresses.append(Self.insert(boxes[number], for: number, into: values))
            // Each key is found as soon as it is in, and the one before it still is.
            #expect(Self.read(number, hash: Self.hash(of: number), in: values) === boxes[number])
        }
        // The index grew from 8 slots to 16,384, and no entry moved.
        #expect(values.currentIndex.capacity == 16_384)
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
        let values = KeyedSharedValues<Box, Colliding>(member: "box(id:)")
        let boxes = (0..<300).map(Box.init)
        for box in boxes { Self.insert(box, for: Colliding(number: box.number), into: values) }
        let hashes = Set((0..<300).map { Self.hash(of: Colliding(number: $0)) })
        #expect(hashes.count == 1)
        #expect(
            boxes.allSatisfy { Self.read(Colliding(number: $0.number), hash: hashes.first!, in: values) === $0 })
        #expect(Self.read(Colliding(number: 300), hash: hashes.first!, in: values) == nil)
    }

    /// The creation registry asks without knowing the key's type: a key of another type, even one with the same
    /// hash, is not the table's.
    @Test func aTypeErasedKeyIsHeldOnlyWhenItIsOfTheTablesKeyType() {
        let values = KeyedSharedValues<Int, String>(member: "number(for:)")
        Self.insert(9, for: "nine", into: values)
        func holds<Value: Sendable, Key: Hashable & Sendable>(_ key: Key, for valueType: Value.Type) -> Bool {
            SharedCreations.ExplicitKey.with(key, for: valueType) {
                values.holdsInstance(for: $0, hash: Self.hash(of: key))
            }
        }
        #expect(holds("nine", for: Int.self))
        #expect(!holds("nine" as Substring, for: Int.self))
        #expect(!holds("nine", for: Int8.self))
        #expect(!holds("ten", for: Int.self))
        #expect(KeyedSharedValues<Int, String>.keyType == SharedKey.TypeAddress(of: String.self))
    }

    /// A reader that loaded the index before it was replaced goes on reading it: replaced indexes stay allocated,
    /// and still name every entry they named. (Under the address sanitizer, a freed one would stop the test.)
    @Test func aReplacedIndexStillNamesItsEntries() {
        let values = KeyedSharedValues<Box, Int>(member: "box(id:)")
        let boxes = (0..<4).map(Box.init)
        for box in boxes { Self.insert(box, for: box.number, into: values) }
        let old = values.currentIndex
        for number in 4..<200 { Self.insert(Box(number), for: number, into: values) }
        #expect(values.currentIndex.words != old.words)
        let named = (0..<old.capacity).map { old.loadSlot(at: $0) }.filter { !$0.isEmpty }
        #expect(named.map(\.entryNumber).sorted() == [0, 1, 2, 3])
        #expect(
            named.allSatisfy {
                KeyedSharedValues<Box, Int>.value(at: values.entry($0.entryNumber)).pointee === boxes[$0.entryNumber]
            })
    }

    @Test func releasingTheTableReleasesEveryKeyAndInstance() {
        weak var firstKey: Box?
        weak var lastValue: Box?
        do {
            let values = KeyedSharedValues<Box, Token>(member: "box(for:)")
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
        let values = KeyedSharedValues<Value, Key>(member: "value(for:)")
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
