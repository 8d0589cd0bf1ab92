import Synchronization

/// The index capacity that each keyed call site's last released table needed, so that a later component's table for
/// the call site starts at that capacity instead of doubling its way there again.
///
/// A list screen's component, keyed by item, is made again each time the screen is shown, with about as many items as
/// the last time. Every index a table grows through is allocated, filled and then kept until the component is released,
/// since a reader may still hold it, so a fresh table of 10,000 `Int` keys allocated indexes of 2^3 to 2^14 slots,
/// 256 KiB in all, and copied each into the next; starting at the learned 2^14 slots, a creation at 10,000 keys
/// measured 0.97x the `NSLock` insert's time instead of 1.18x (graft-bench --only keyed, Docs/Performance.md, 11).
///
/// A table teaches what its entries needed when it is released, not the capacity it had: a component that holds
/// fewer keys than the last one teaches a smaller index to the next. A table starts at most at
/// ``largestCapacityBits``, so a call site that once held a million keys does not make every later component
/// allocate 16 MiB up front.
///
/// A cache of 64 words, each for one call site, chosen by the call site's hash; a call site whose word another
/// takes starts small until it takes its word back, which only costs time. The words are atomics, read when a
/// table is made and written when one is released, on any thread, with no lock:
///
///     word
///     +-----------------------------------------------------------+------------------------+
///     | the call site's hash, top 56 bits                         | log2 of the capacity   |
///     +-----------------------------------------------------------+------------------------+
///
/// `@unchecked Sendable`: its memory is only ever read and written with atomic operations.
final class LearnedIndexCapacities: @unchecked Sendable {
    /// The capacities every component's keyed call sites learn from and teach.
    static let shared = LearnedIndexCapacities()

    /// The largest capacity a table starts at: 2^16 slots, 512 KiB, room for 49,152 keys.
    static var largestCapacityBits: Int { 16 }

    /// log2 of the number of words.
    private static var wordBits: Int { 6 }

    /// The words, one for each call site whose hash's top bits pick it.
    private let words: UnsafeMutablePointer<Atomic<UInt64>>

    /// Makes a cache that has learned nothing: ``shared``, or one of a test's own.
    init() {
        words = .allocate(capacity: 1 << Self.wordBits)
        for word in 0..<(1 << Self.wordBits) { (words + word).initialize(to: Atomic(0)) }
    }

    deinit {
        words.deallocate()
    }

    /// The capacity a new table of the call site with `siteHash` starts at, as log2, if the call site has taught
    /// one.
    ///
    /// - Parameter siteHash: The call site's ``SharedKey/hash``, which spreads its bits.
    /// - Returns: log2 of the capacity, or `nil` when no released table of the call site holds its word.
    func capacityBits(forSite siteHash: UInt) -> Int? {
        let word = words[Self.place(of: siteHash)].load(ordering: .relaxed)
        guard word != 0, word & ~0xFF == UInt64(siteHash) & ~0xFF else { return nil }
        return Int(word & 0xFF)
    }

    /// Records what a released table of the call site with `siteHash` needed.
    ///
    /// - Parameters:
    ///   - capacityBits: log2 of the smallest capacity that held the table's entries; a later table starts at most at
    ///     ``largestCapacityBits``.
    ///   - siteHash: The call site's ``SharedKey/hash``.
    func learn(capacityBits: Int, forSite siteHash: UInt) {
        let word = UInt64(siteHash) & ~0xFF | UInt64(min(capacityBits, Self.largestCapacityBits))
        words[Self.place(of: siteHash)].store(word, ordering: .relaxed)
    }

    /// The word of the call site with `siteHash`: the top bits of its hash, which a golden-ratio multiply spread.
    private static func place(of siteHash: UInt) -> Int {
        Int(truncatingIfNeeded: siteHash >> UInt(UInt.bitWidth - wordBits))
    }
}
