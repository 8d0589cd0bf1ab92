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

    init(_ member: StaticString) {
        if member.hasPointerRepresentation {
            start = UInt(bitPattern: member.utf8Start)
            length = member.utf8CodeUnitCount
        } else {
            start = UInt(member.unicodeScalar.value)
            length = -1
        }
    }

    /// Rebuilds a name from the two words ``start`` and ``length`` stored.
    init(start: UInt, length: Int) {
        self.start = start
        self.length = length
    }

    /// The name, such as `authService` or `landmark(id:)`.
    var string: String {
        guard length >= 0 else { return String(Unicode.Scalar(UInt32(start))!) }
        let bytes = UnsafeBufferPointer(start: UnsafePointer<UInt8>(bitPattern: start), count: length)
        return String(decoding: bytes, as: UTF8.self)
    }
}
