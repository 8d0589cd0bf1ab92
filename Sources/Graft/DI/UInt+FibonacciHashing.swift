extension UInt {
    /// An index into a table of 2^`bits` places: the top `bits` bits of this word times the word's range divided by
    /// the golden ratio, which every bit of the word moves (Fibonacci hashing).
    ///
    /// For words that are already spread, such as hashes, or that differ only in some bits, such as addresses.
    /// Inlinable, since a keyed read spreads its key's hash with it (``KeyedIndex/hashBits(of:)``).
    ///
    /// - Parameter bits: log2 of the table's places, from 1 to the word's width.
    /// - Returns: The index, from 0 to 2^`bits` - 1.
    @inlinable
    @inline(__always)
    func fibonacciIndex(bits: Int) -> Int {
        Int(bitPattern: (self &* Self.goldenRatioMultiplier) &>> UInt(UInt.bitWidth - bits))
    }

    /// 2^64, or 2^32 on a 32-bit platform, divided by the golden ratio, made odd.
    @usableFromInline static var goldenRatioMultiplier: UInt {
        #if _pointerBitWidth(_64)
        0x9E37_79B9_7F4A_7C15
        #else
        0x9E37_79B9
        #endif
    }
}
