import Testing

@testable import Graft

private final class Payload {}

/// Three independent flags, for the reference's tests.
private struct ThreeFlags: OptionSet {
    let rawValue: UInt

    static let first = ThreeFlags(rawValue: 1)
    static let second = ThreeFlags(rawValue: 2)
    static let third = ThreeFlags(rawValue: 4)
}

@Suite struct ReferenceWithFlagsTests {
    @Test func holdsItsObjectUntilItIsDestroyed() {
        weak var released: Payload?
        do {
            var payload: Payload? = Payload()
            released = payload
            let reference = ReferenceWithFlags<Payload, ThreeFlags>(payload, flags: [.first])
            payload = nil
            #expect(released != nil)
            #expect(reference.object === released)
        }
        #expect(released == nil)
    }

    @Test func replacingTheObjectReleasesTheOldOneAndKeepsTheFlags() {
        weak var old: Payload?
        let reference = ReferenceWithFlags<Payload, ThreeFlags>(nil, flags: [.first, .third])
        #expect(reference.object == nil)
        do {
            let first = Payload()
            old = first
            reference.object = first
        }
        #expect(old != nil)
        let second = Payload()
        reference.object = second
        #expect(old == nil)
        #expect(reference.object === second)
        #expect(reference.flags == [.first, .third])
        reference.object = nil
        #expect(reference.object == nil)
        #expect(reference.flags == [.first, .third])
    }

    @Test(arguments: 0..<8)
    func everyCombinationOfFlagsLeavesTheObjectAsItWas(bits: Int) {
        let payload = Payload()
        let reference = ReferenceWithFlags<Payload, ThreeFlags>(payload, flags: [.second])
        let flags = ThreeFlags(rawValue: UInt(bits))
        reference.flags = flags
        #expect(reference.flags == flags)
        #expect(reference.object === payload)
        reference.flags.formSymmetricDifference([.first, .second, .third])
        #expect(reference.flags.rawValue == UInt(bits) ^ 7)
        #expect(reference.object === payload)
    }
}
