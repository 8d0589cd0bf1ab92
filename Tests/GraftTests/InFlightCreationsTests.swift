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
