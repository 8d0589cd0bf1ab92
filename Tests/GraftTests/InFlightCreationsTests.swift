import Testing

@testable import Graft

/// The array of creations in flight under the creation registry, whose places are reused once their creations end.
@Suite struct InFlightCreationsTests {
    final class Owner {}

    static func key(line: UInt, owner: Owner) -> SharedCreations.CreationKey {
        let key = SharedKey(
            fileID: "Graft/InFlightCreationsTests.swift", line: line, column: 1, valueType: Int.self,
            explicitKeyHash: nil)
        return SharedCreations.CreationKey(owner: ObjectIdentifier(owner), key: key, explicitKey: nil)
    }

    static func creation(
        _ id: SharedCreations.CreationID, line: UInt, owner: Owner
    ) -> SharedCreations.Creation {
        SharedCreations.Creation(
            id: id, key: key(line: line, owner: owner),
            name: SharedCreations.MemberName(component: Owner.self, member: "member", key: nil),
            parent: nil, thread: nil)
    }

    @Test func anIdentifierOfAnEndedCreationDoesNotNameTheOneInItsPlace() {
        let owner = Owner()
        var creations = SharedCreations.InFlightCreations()
        let first = creations.insert { Self.creation($0, line: 1, owner: owner) }
        _ = creations.remove(first)
        let second = creations.insert { Self.creation($0, line: 2, owner: owner) }

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
            inFlight.append(creations.insert { Self.creation($0, line: UInt(line), owner: owner) })
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
}

extension InFlightCreationsTests {
    /// Keys whose words are all equal, so that every one probes from the same home slot: their explicit keys differ
    /// but hash alike.
    struct SameHash: Hashable, Sendable {
        let value: Int

        func hash(into hasher: inout Hasher) {}
    }

    static func keyedCreation(
        _ id: SharedCreations.CreationID, value: Int, owner: Owner
    ) -> SharedCreations.Creation {
        let explicitKey = SameHash(value: value)
        let key = SharedKey(
            fileID: "Graft/InFlightCreationsTests.swift", line: 1, column: 1, valueType: Int.self,
            explicitKeyHash: explicitKey.hashValue)
        let creationKey = SharedCreations.CreationKey(
            owner: ObjectIdentifier(owner), key: key, explicitKey: SharedCreations.BoxedKey(explicitKey))
        return SharedCreations.Creation(
            id: id, key: creationKey,
            name: SharedCreations.MemberName(component: Owner.self, member: "member", key: nil),
            parent: nil, thread: nil)
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
                #expect(creations.remove(id).key == key)
                expected[key] = nil
            } else {
                expected[key] = creations.insert { Self.creation($0, line: line, owner: owner) }
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
        let ids = (0..<200).map { value in creations.insert { Self.keyedCreation($0, value: value, owner: owner) } }
        // Removing from the middle of the run shifts the slots after it back; every one left must still be found.
        for value in stride(from: 1, to: 200, by: 3) {
            _ = creations.remove(ids[value])
        }
        for value in 0..<200 {
            let key = Self.keyedCreation(ids[value], value: value, owner: owner).key
            let found = creations.id(of: key)
            #expect(found == (value % 3 == 1 ? nil : ids[value]), "value \(value)")
        }
    }
}
