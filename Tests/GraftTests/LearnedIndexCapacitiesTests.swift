import Testing

@testable import Graft

/// The capacity a keyed call site's tables start their index at, learned from the last table of the call site that
/// was released: each test learns in a cache of its own, so that the components of other tests do not teach it.
@Suite struct LearnedIndexCapacitiesTests {
    /// A call site's hash, as ``SharedKey/hash`` spreads it: the top bits pick its word.
    static let site: UInt = 0x9E37_79B9_7F4A_7C15

    /// Makes a table of `Int` keys for `site`, learning in `capacities`, fills it with `count` keys, and returns the
    /// capacity its index started at; the table is released on return.
    static func fill(_ count: Int, site: UInt = site, learning capacities: LearnedIndexCapacities) -> Int {
        let values = KeyedSharedValues<Int, Int>(member: "number(for:)", siteHash: site, learning: capacities)
        let started = values.currentIndex.capacity
        for key in 0..<count { KeyedSharedValuesTests.insert(key, for: key, into: values) }
        return started
    }

    @Test func aTableStartsAtWhatTheLastReleasedTableOfItsCallSiteNeeded() {
        let capacities = LearnedIndexCapacities()
        #expect(Self.fill(1_000, learning: capacities) == 8)
        // 1,000 keys fill more than three quarters of 1,024 slots.
        #expect(capacities.capacityBits(forSite: Self.site) == 11)
        #expect(Self.fill(3, learning: capacities) == 2_048)
        // A table that held three keys teaches the smallest index, not the one it started with.
        #expect(Self.fill(0, learning: capacities) == 8)
    }

    @Test func aTableStartsAtMostAtTwoToTheSixteenSlots() {
        let capacities = LearnedIndexCapacities()
        capacities.learn(capacityBits: 21, forSite: Self.site)
        #expect(capacities.capacityBits(forSite: Self.site) == LearnedIndexCapacities.largestCapacityBits)
        #expect(Self.fill(0, learning: capacities) == 1 << 16)
    }

    /// Two call sites whose hashes pick the same word take it from each other: each then starts small, and neither
    /// starts at the other's capacity.
    @Test func callSitesThatShareAWordNeverStartAtEachOthersCapacity() {
        let capacities = LearnedIndexCapacities()
        let other = Self.site ^ 0x1_0000
        _ = Self.fill(1_000, learning: capacities)
        #expect(capacities.capacityBits(forSite: other) == nil)
        #expect(Self.fill(100, site: other, learning: capacities) == 8)
        #expect(capacities.capacityBits(forSite: Self.site) == nil)
        #expect(capacities.capacityBits(forSite: other) == 8)
    }
}
