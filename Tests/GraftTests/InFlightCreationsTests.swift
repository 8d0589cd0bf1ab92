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

    /// Adds a creation for `key`.
    static func insert(
        _ key: SharedCreations.CreationKey, into creations: inout SharedCreations.InFlightCreations
    ) -> SharedCreations.CreationID {
        creations.inserted(for: key) { Self.creation($0, key: $1) }
    }

    @Test func anIdentifierOfAnEndedCreationDoesNotNameTheOneInItsPlace() {
        let owner = Owner()
        var creations = SharedCreations.InFlightCreations()
        let first = Self.insert(Self.key(line: 1, owner: owner), into: &creations)
        _ = creations.remove(first)
        let second = Self.insert(Self.key(line: 2, owner: owner), into: &creations)

        #expect(second.index == first.index)
        #expect(creations[first] == nil)
        #expect(creations[second]?.key.key.matches(Self.key(line: 2, owner: owner).key) == true)
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

    /// A claim names its creation by place: the place gives back the creation's identifier and its borrowed key,
    /// and a place freed and reused names the new creation.
    @Test func aPlaceNamesTheCreationInItAndItsKey() {
        let owner = Owner()
        var creations = SharedCreations.InFlightCreations()
        let keys = (0..<40).map { Self.keyedKey(value: $0, owner: owner) }
        defer { keys.forEach { $0.explicitKey?.deallocateCopy() } }
        let ids = keys.map { Self.insert($0, into: &creations) }
        for (key, id) in zip(keys, ids) {
            #expect(creations.id(at: id.index) == id)
            #expect(creations.explicitKeyAddress(at: id.index) == key.explicitKey?.address)
        }
        _ = creations.remove(ids[7])
        let again = Self.insert(keys[7], into: &creations)
        #expect(again.index == ids[7].index && again != ids[7])
        #expect(creations.id(at: again.index) == again)
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
        withUnsafePointer(to: "detail 7") { borrowed in
            let creationKey = SharedCreations.CreationKey(
                owner: ObjectIdentifier(owner), key: key,
                explicitKey: SharedCreations.ExplicitKey(borrowed, for: Int.self))
            let id = Self.insert(creationKey, into: &creations)
            weakWaits = creations.waits(of: id)
            #expect(weakWaits != nil)
            #expect(creations[id]?.name.memberName == "member [\"detail 7\"]")
            let waits = creations.remove(id)
            #expect(waits != nil && waits === weakWaits)
        }
        #expect(weakWaits == nil)
    }
}

extension InFlightCreationsTests {
    /// The key of `value` at one call site of `owner`, its explicit key copied to memory of its own, as an async
    /// read's is, so that it outlives the creations that hold it; ``deallocateCopy()`` of its explicit key frees it.
    static func keyedKey(value: Int, owner: Owner) -> SharedCreations.CreationKey {
        let key = SharedKey(
            fileID: "Graft/InFlightCreationsTests.swift", line: 1, column: 1, valueType: Int.self,
            explicitKeyHash: value.hashValue)
        return SharedCreations.CreationKey(
            owner: ObjectIdentifier(owner), key: key,
            explicitKey: SharedCreations.ExplicitKey(copying: value, for: Int.self))
    }
}
