import Testing

@testable import Graft

/// The creations in flight under the creation registry, in places that are reused once their creations end.
@Suite struct InFlightCreationsTests {
    final class Owner {}

    static func key(line: UInt, owner: Owner) -> SharedCreations.CreationKey {
        let key = SharedKey(
            fileID: "Graft/InFlightCreationsTests.swift", line: line, column: 1, valueType: Int.self,
            explicitKeyHash: nil)
        return SharedCreations.CreationKey(owner: ObjectIdentifier(owner), key: key, explicitKey: nil)
    }

    static func creation(
        _ id: SharedCreations.CreationID, key: SharedCreations.CreationKey
    ) -> SharedCreations.Creation {
        SharedCreations.Creation(
            id: id, key: key, componentType: Owner.self, member: "member", parent: nil, thread: nil)
    }

    /// Adds a creation for `key`, for which none is in flight.
    static func insert(
        _ key: SharedCreations.CreationKey, into creations: inout SharedCreations.InFlightCreations
    ) -> SharedCreations.CreationID {
        let (id, isNew) = creations.existingOrInserted(for: key) { Self.creation($0, key: $1) }
        #expect(isNew)
        return id
    }

    @Test func anIdentifierOfAnEndedCreationDoesNotNameTheOneInItsPlace() {
        let owner = Owner()
        var creations = SharedCreations.InFlightCreations()
        let first = Self.insert(Self.key(line: 1, owner: owner), into: &creations)
        _ = creations.remove(first)
        let second = Self.insert(Self.key(line: 2, owner: owner), into: &creations)

        #expect(second.index == first.index)
        #expect(creations[first] == nil)
        #expect(creations[second]?.key == Self.key(line: 2, owner: owner))
    }

    @Test func everyCreationInFlightIsFoundAndEveryEndedOneIsNot() {
        let owner = Owner()
        var creations = SharedCreations.InFlightCreations()
        var inFlight: [SharedCreations.CreationID] = []
        var ended: [SharedCreations.CreationID] = []
        for line in 1...1_000 {
            inFlight.append(
                Self.insert(Self.key(line: UInt(line), owner: owner), into: &creations))
            if line % 3 == 0 {
                let id = inFlight.remove(at: line % inFlight.count)
                _ = creations.remove(id)
                ended.append(id)
            }
        }

        #expect(inFlight.allSatisfy { creations[$0]?.id == $0 })
        #expect(ended.allSatisfy { creations[$0] == nil })
        #expect(creations.inFlight.count == inFlight.count)
        #expect(Set(inFlight.map(\.serial)).count == inFlight.count)
    }

    /// Asked for a key already in flight, the registry names that creation and makes none; the key's place in the
    /// index is the same either way.
    @Test func aKeyInFlightNamesItsCreationInsteadOfMakingAnother() {
        let owner = Owner()
        var creations = SharedCreations.InFlightCreations()
        let keys = (1...40).map { Self.key(line: UInt($0), owner: owner) }
        let ids = keys.map { Self.insert($0, into: &creations) }
        var made = 0
        for (key, id) in zip(keys, ids) {
            let again = creations.existingOrInserted(for: key) { id, key in
                made += 1
                return Self.creation(id, key: key)
            }
            #expect(again.id == id && !again.isNew)
        }
        #expect(made == 0)
        #expect(creations.inFlight.count == keys.count)
    }

    /// A creation copies and is destroyed as plain words, with no reference counting.
    @Test func aCreationIsPlainWords() {
        #expect(_isPOD(SharedCreations.Creation.self))
        #expect(_isPOD(SharedCreations.CreationKey.self))
    }

    /// The registry reads a creation's borrowed explicit key while it holds the creation, keeps its waits alive
    /// until the caller that removes it takes them, and keeps nothing after.
    @Test func theRegistryReadsABorrowedKeyAndKeepsWaitsUntilItsCreationIsRemoved() {
        weak var weakWaits: SharedCreations.Waits?
        var creations = SharedCreations.InFlightCreations()
        let owner = Owner()
        let key = SharedKey(
            fileID: "Graft/InFlightCreationsTests.swift", line: 1, column: 1, valueType: Int.self,
            explicitKeyHash: "detail 7".hashValue)
        SharedCreations.ExplicitKey.with("detail 7", for: Int.self) { explicitKey in
            let creationKey = SharedCreations.CreationKey(
                owner: ObjectIdentifier(owner), key: key, explicitKey: explicitKey)
            let id = Self.insert(creationKey, into: &creations)
            weakWaits = creations.waits(of: id)
            #expect(weakWaits != nil)
            #expect(creations[id]?.name.memberName == "member [\"detail 7\"]")
            #expect(creations.id(of: creationKey) == id)
            SharedCreations.ExplicitKey.with("detail 8", for: Int.self) { otherKey in
                #expect(
                    creations.id(
                        of: SharedCreations.CreationKey(owner: ObjectIdentifier(owner), key: key, explicitKey: otherKey)
                    )
                        == nil)
            }
            let waits = creations.remove(id)
            #expect(waits != nil && waits === weakWaits)
        }
        #expect(weakWaits == nil)
    }
}

extension InFlightCreationsTests {
    /// Keys whose words are all equal, so that every one probes from the same home slot: their explicit keys differ
    /// but hash alike.
    struct SameHash: Hashable, Sendable {
        let value: Int

        func hash(into hasher: inout Hasher) {}
    }

    /// The key of `value` at one call site of `owner`, its explicit key copied to memory of its own, as an async
    /// read's is, so that it outlives the creations that hold it; ``deallocateCopy()`` of its explicit key frees it.
    static func keyedKey(value: Int, owner: Owner) -> SharedCreations.CreationKey {
        let key = SharedKey(
            fileID: "Graft/InFlightCreationsTests.swift", line: 1, column: 1, valueType: Int.self,
            explicitKeyHash: SameHash(value: value).hashValue)
        return SharedCreations.CreationKey(
            owner: ObjectIdentifier(owner), key: key,
            explicitKey: SharedCreations.ExplicitKey(copying: SameHash(value: value), for: Int.self))
    }

    @Test func theIndexFindsEveryCreationInFlightByItsKeyAndNoEndedOne() {
        // Two owners, so that equal keys of different components stay apart; random adds and removals, checked
        // against a dictionary after every step.
        let owners = [Owner(), Owner()]
        var creations = SharedCreations.InFlightCreations()
        var expected: [SharedCreations.CreationKey: SharedCreations.CreationID] = [:]
        var generator = SystemRandomNumberGenerator()
        for step in 0..<4_000 {
            let line = UInt.random(in: 1...300, using: &generator)
            let owner = owners[Int.random(in: 0...1, using: &generator)]
            let key = Self.key(line: line, owner: owner)
            if let id = expected[key] {
                #expect(creations.keyAndComponentType(of: id).key.matches(key.key))
                creations.remove(id)
                expected[key] = nil
            } else {
                expected[key] = Self.insert(key, into: &creations)
            }
            if step % 100 == 0 || expected.isEmpty {
                for line in 1...300 {
                    for owner in owners {
                        let key = Self.key(line: UInt(line), owner: owner)
                        #expect(creations.id(of: key) == expected[key], "line \(line) after step \(step)")
                    }
                }
            }
        }
    }

    @Test func keysThatHashAlikeAreFoundAfterRemovalsInTheirRun() {
        let owner = Owner()
        var creations = SharedCreations.InFlightCreations()
        let keys = (0..<200).map { Self.keyedKey(value: $0, owner: owner) }
        defer { keys.forEach { $0.explicitKey?.deallocateCopy() } }
        let ids = keys.map { key in Self.insert(key, into: &creations) }
        // Removing from the middle of the run shifts the slots after it back; every one left must still be found,
        // by a key equal to its own at another address.
        for value in stride(from: 1, to: 200, by: 3) {
            _ = creations.remove(ids[value])
        }
        for value in 0..<200 {
            let key = Self.keyedKey(value: value, owner: owner)
            defer { key.explicitKey?.deallocateCopy() }
            #expect(creations.id(of: key) == (value % 3 == 1 ? nil : ids[value]), "value \(value)")
        }
    }
}
