/// A member's name as `#function` spells it, in two words rather than a three-field `StaticString`, which would take
/// a third: the address of its UTF-8 bytes, or the one Unicode scalar's value.
///
/// Measured: with a `StaticString` in each entry, a node of the tree benchmark (graft-bench --only trees) holds 589
/// bytes instead of 571, 3% more.
struct StoredMemberName: Sendable {
    /// The address of the name's UTF-8 bytes, or the value of its one Unicode scalar.
    let start: UInt
    /// The name's length in bytes, or -1 for a name held as one Unicode scalar.
    let length: Int

    /// Takes a member's name apart; inlined into a creation's publishing (see `SharedStorage.entryCount(of:)`).
    @inline(__always)
    init(_ member: StaticString) {
        if member.hasPointerRepresentation {
            start = UInt(bitPattern: member.utf8Start)
            length = member.utf8CodeUnitCount
        } else {
            start = UInt(member.unicodeScalar.value)
            length = -1
        }
    }

    /// Makes a name from its two words: the address of its UTF-8 bytes and their count, or one Unicode scalar's
    /// value and -1.
    init(start: UInt, length: Int) {
        self.start = start
        self.length = length
    }

    /// The name in one word, when it fits: its address in the top 48 bits, its length in the next 15 and bit 0
    /// clear, for a name held as UTF-8 at an address below 2^48 and shorter than 32,768 bytes, on a 64-bit
    /// platform; `nil` otherwise.
    ///
    /// A table slot that keeps a class instance without an entry holds its member's name in this word, with bit 0
    /// set to tell it from an entry's address (`SharedStorage.EntryAddress`), so that the instance needs no entry
    /// (`SharedStorage.fill`). Names from `#function` fit: they sit in a binary's constant data.
    var packedWord: Int? {
        #if _pointerBitWidth(_64)
        guard length >= 0, length < 1 << Self.lengthBits, start != 0, start >> (64 - Self.addressShift) == 0 else {
            return nil
        }
        return Int(bitPattern: start << Self.addressShift | UInt(length) << 1)
        #else
        return nil
        #endif
    }

    /// Unpacks a name that ``packedWord`` packed, whatever bit 0 holds.
    init(packedWord: Int) {
        let word = UInt(bitPattern: packedWord)
        self.init(start: word >> Self.addressShift, length: Int(word >> 1 & (1 << Self.lengthBits - 1)))
    }

    /// The bits of a packed word that hold the length, above bit 0.
    private static var lengthBits: Int { 15 }
    /// Where a packed word's address starts: above the length and bit 0.
    private static var addressShift: Int { lengthBits + 1 }

    /// The name, such as `authService` or `landmark(id:)`.
    var string: String {
        guard length >= 0 else { return String(Unicode.Scalar(UInt32(start))!) }
        let bytes = UnsafeBufferPointer(start: UnsafePointer<UInt8>(bitPattern: start), count: length)
        return String(decoding: bytes, as: UTF8.self)
    }
}
