/// The capacity that the tables of each component type have grown to, so that a later component of the type starts
/// with a table of that capacity, instead of doubling one again and again.
///
/// Components of one type tend to read the same members. A component's first table has one slot, which most
/// components, with one `shared` member, never outgrow; a second instance makes it grow. Without a learned capacity a
/// component of ten members then grows its table three times, to 4, 8 and 16 slots, and keeps every table it
/// replaced, since a reader may still hold one. With it, a later component of the type makes a table of 16 slots
/// for its first instance, and never grows it.
///
/// Measured with tables at most half full, in which ten members take 32 slots (graft-bench --only members, a
/// component of ten members created and each member read once): 27,815 instructions instead of 30,378 (callgrind),
/// and 2,656 bytes instead of 4,128 (mallinfo2), growing once from one slot to 32; starting at 32, 9,605
/// instructions instead of 10,258, 2.95x a `lazy var` class's time instead of 3.09x (medians of 20 interleaved
/// runs), and 2,255 bytes instead of 2,304. Counting the components that go on to a second instance, below, takes
/// 93 more: 9,698.
///
/// A first table has at most ``largestFirstGrowth`` slots; a type that learned more grows its components' tables
/// there when that one is full, on their 25th instance. The tables of a component, by what its type learned:
///
///     learned            tables, in slots
///     nothing            1 -> 4 -> 8 -> 16 -> 32 -> 64 -> ...     (the first component of its type)
///     16                 16 -> 32 -> ...
///     32                 32 -> 64 -> ...
///     512                32 -> 512 -> 1,024 -> ...
///
/// So a component that reads fewer members than others of its type holds a larger table than it needs, up to 32
/// slots (1,616 bytes with its trailer), once its type has learned. A type whose components read one member never
/// grows a table, so its components keep tables of one slot. And a type whose components mostly read one member,
/// though some read more, keeps them at one slot too: each place counts the first tables its type's components
/// made since it learned, and how many of those components went on to a second instance, and a component starts at
/// the learned capacity only while at least half did.
///
/// A cache of 64 places, each for one type, chosen by the type's address: a type whose place another type takes
/// grows by doubling again until it takes its place back, which only costs time. Read and written only under the
/// creation registry's lock.
///
///     place
///     +------------------------+---------------------------------+--------------+-------------------------+
///     | component type, or nil | the capacity its tables grew to | first tables | of those, with a second |
///     |                        |                                 |              | instance                |
///     +------------------------+---------------------------------+--------------+-------------------------+
///
/// Not copyable, since it owns the memory of its places, rather than an array, whose uniqueness and bounds checks on
/// each count made a component of ten members take 9,807 instructions instead of 9,752, and building a tree node
/// 3,309 instead of 3,302 (callgrind, graft-bench --only members, trees). `@unchecked Sendable` because every access
/// is under the creation registry's lock.
struct LearnedTableCapacities: ~Copyable, @unchecked Sendable {
    private let places: UnsafeMutablePointer<Place>

    init() {
        places = .allocate(capacity: 1 << Self.placeBits)
        places.initialize(
            repeating: Place(type: nil, capacity: 0, firstTables: 0, secondInstances: 0), count: 1 << Self.placeBits)
    }

    deinit {
        places.deallocate()
    }

    /// log2 of the number of places.
    private static var placeBits: Int { 6 }

    /// The largest capacity learned, 512 slots, which hold 256 instances: enough for an app's largest components,
    /// such as the random graph's component of 200 members.
    ///
    /// A keyed call site takes one slot, whatever its keys, but a generic member makes an instance for every type
    /// it is read with; a type whose components read one for thousands of types would otherwise make every later
    /// component of the type that holds 25 instances allocate a table that large. Learning at most 32 slots, a later
    /// component of the random graph doubled its table four times more: building and reading the graph took 487,016
    /// instructions instead of 453,366 (callgrind, graft-bench --only graph --quick).
    static var largest: Int { 512 }

    /// The most slots a component's first table has, 32, which hold 24 instances, whatever its type learned; a first
    /// table of one slot grows to at most this many too.
    ///
    /// A first table of 512 slots took the random graph 452,599 instructions instead of 453,366, but a component
    /// that reads two members of a type that learned 512 slots would hold 25,376 bytes of table instead of 1,616.
    static var largestFirstGrowth: Int { 32 }

    /// The first tables a place counts before it halves its counts, so that they follow what the type's recent
    /// components read.
    static var countedFirstTables: Int { 1_024 }

    private struct Place: Sendable {
        var type: ObjectIdentifier?
        var capacity: Int
        /// The first tables that components of the type made since it learned a capacity, the teacher's included.
        var firstTables: Int
        /// How many of those components went on to a second instance.
        var secondInstances: Int
    }

    /// The capacity the tables of components of `type` have grown to, or `nil` when none has been learned.
    ///
    /// - Parameter type: The component's type.
    /// - Returns: A power of two, at most ``largest``, or `nil`.
    func capacity(for type: ObjectIdentifier) -> Int? {
        let place = places[Self.place(of: type)]
        return place.type == type ? place.capacity : nil
    }

    /// The capacity that the first table of a component of `type`, of one slot, grows to: the capacity learned, up
    /// to ``largestFirstGrowth``, or `nil` when none has been learned.
    ///
    /// - Parameter type: The component's type.
    /// - Returns: A power of two, at most ``largestFirstGrowth``, or `nil`.
    func firstTableCapacity(for type: ObjectIdentifier) -> Int? {
        capacity(for: type).map { min($0, Self.largestFirstGrowth) }
    }

    /// The capacity of the first table that a component of `type` makes now, for its first instance, which it
    /// counts: the capacity learned, up to ``largestFirstGrowth``, while at least half of the components of the
    /// type that made a first table since went on to a second instance; otherwise `nil`, for a table of one slot.
    ///
    /// - Parameter type: The component's type.
    /// - Returns: A power of two, at most ``largestFirstGrowth``, or `nil`.
    mutating func capacityOfNewFirstTable(for type: ObjectIdentifier) -> Int? {
        let index = Self.place(of: type)
        guard places[index].type == type else { return nil }
        if places[index].firstTables >= Self.countedFirstTables {
            places[index].firstTables /= 2
            places[index].secondInstances /= 2
        }
        places[index].firstTables += 1
        let place = places[index]
        guard 2 * place.secondInstances >= place.firstTables else { return nil }
        return min(place.capacity, Self.largestFirstGrowth)
    }

    /// Counts a component of `type` that went on to a second instance after making its first table.
    ///
    /// - Parameter type: The component's type.
    mutating func countSecondInstance(for type: ObjectIdentifier) {
        let index = Self.place(of: type)
        guard places[index].type == type else { return }
        places[index].secondInstances += 1
    }

    /// Records that a table of a component of `type` has grown to `capacity` slots.
    ///
    /// A type that takes its place anew starts its counts with the component that taught it, which made a first
    /// table and went on to more instances.
    ///
    /// - Parameters:
    ///   - capacity: The capacity it grew to, a power of two; above ``largest``, ``largest`` is recorded.
    ///   - type: The component's type.
    mutating func learn(_ capacity: Int, for type: ObjectIdentifier) {
        let index = Self.place(of: type)
        let learned = min(capacity, Self.largest)
        if places[index].type == type {
            places[index].capacity = learned
        } else {
            places[index] = Place(type: type, capacity: learned, firstTables: 1, secondInstances: 1)
        }
    }

    private static func place(of type: ObjectIdentifier) -> Int {
        UInt(bitPattern: Int(bitPattern: type)).fibonacciIndex(bits: placeBits)
    }
}
