/// The capacity that the tables of each component type have grown to, so that a later component of the type grows
/// its table once, to that capacity, instead of doubling it again and again.
///
/// Components of one type tend to read the same members. A component's first table has one slot, which most
/// components, with one `shared` member, never outgrow; a second instance makes it grow. Without a learned capacity a
/// component of ten members then grows its table four times, to 4, 8, 16 and 32 slots, and keeps every table it
/// replaced, since a reader may still hold one. With it, a later component of the type grows once, from one slot to
/// 32, on its second instance.
///
/// Measured (graft-bench --only members, a component of ten members created and each member read once): 27,815
/// instructions instead of 30,378 (callgrind), and 2,656 bytes instead of 4,128 (mallinfo2).
///
/// A component that reads fewer members than others of its type holds a larger table than it needs, up to
/// ``largest`` slots (1,616 bytes), and only from its second instance on: a component with one instance never grows.
///
/// A cache of 64 places, each for one type, chosen by the type's address: a type whose place another type takes
/// grows by doubling again until it takes its place back, which only costs time. Read and written only under the
/// creation registry's lock.
///
///     place
///     +----------------------------+--------------------------------------+
///     | component type, or nil     | the capacity its tables grew to      |
///     +----------------------------+--------------------------------------+
struct LearnedTableCapacities: Sendable {
    private var places = [Place](repeating: Place(type: nil, capacity: 0), count: 1 << Self.placeBits)

    /// log2 of the number of places.
    private static var placeBits: Int { 6 }

    /// The largest capacity learned, 32 slots, which hold 16 instances.
    ///
    /// A component type with a keyed member read for thousands of keys would otherwise make every later component
    /// of the type allocate a table that large for its second instance.
    static var largest: Int { 32 }

    private struct Place: Sendable {
        var type: ObjectIdentifier?
        var capacity: Int
    }

    /// The capacity the tables of components of `type` have grown to, or `nil` when none has been learned.
    ///
    /// - Parameter type: The component's type.
    /// - Returns: A power of two, at most ``largest``, or `nil`.
    func capacity(for type: ObjectIdentifier) -> Int? {
        let place = places[Self.place(of: type)]
        return place.type == type ? place.capacity : nil
    }

    /// Records that a table of a component of `type` has grown to `capacity` slots.
    ///
    /// - Parameters:
    ///   - capacity: The capacity it grew to, a power of two; above ``largest``, ``largest`` is recorded.
    ///   - type: The component's type.
    mutating func learn(_ capacity: Int, for type: ObjectIdentifier) {
        places[Self.place(of: type)] = Place(type: type, capacity: min(capacity, Self.largest))
    }

    private static func place(of type: ObjectIdentifier) -> Int {
        UInt(bitPattern: Int(bitPattern: type)).fibonacciIndex(bits: placeBits)
    }
}
