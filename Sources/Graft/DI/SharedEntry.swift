/// One created `shared` instance: the member that created it and, in a subclass, its value and explicit key.
///
/// The instance's ``SharedKey`` is not kept here: the table slot that publishes the entry holds it, and a table that
/// grows copies its slots. An entry is what a slot cannot hold: the owner of the value and the member's name.
///
/// `@unchecked` because a non-final class cannot be checked `Sendable`; every stored property is a `let` of a
/// `Sendable` type, and the subclasses add only storage for a `Sendable` value and key that never change.
@usableFromInline
class SharedEntry: @unchecked Sendable {
    /// The member's name as two words rather than a three-field `StaticString`, which would take a third word and,
    /// in an entry that holds a one-word value, a larger allocation: the address of its UTF-8 bytes, or the one
    /// Unicode scalar's value.
    ///
    /// Measured: with a `StaticString` here, a node of the tree benchmark (graft-bench --only trees) holds 589 bytes
    /// instead of 571, 3% more.
    private let memberStart: UInt
    /// The member's length in bytes, or -1 for a name held as one Unicode scalar.
    private let memberLength: Int

    init(member: StaticString) {
        if member.hasPointerRepresentation {
            memberStart = UInt(bitPattern: member.utf8Start)
            memberLength = member.utf8CodeUnitCount
        } else {
            memberStart = UInt(member.unicodeScalar.value)
            memberLength = -1
        }
    }

    /// The member whose getter called `shared`, as `#function` spells it: `authService`, `landmark(id:)`.
    final var member: String {
        guard memberLength >= 0 else { return String(Unicode.Scalar(UInt32(memberStart))!) }
        let bytes = UnsafeBufferPointer(start: UnsafePointer<UInt8>(bitPattern: memberStart), count: memberLength)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Makes the entry that keeps `value`: one that holds it, when an unkeyed table slot holds a copy of its bits,
    /// or one that keeps it in memory of its own, whose address the slot holds.
    ///
    /// A keyed slot has no free word for a copy, so a keyed value always gets memory of its own.
    ///
    /// - Parameters:
    ///   - value: The instance the factory made.
    ///   - explicitKey: The key passed to `shared(key:)`, if any.
    ///   - member: The member whose getter called `shared`.
    /// - Returns: The entry.
    static func holding<Value: Sendable>(
        _ value: Value, explicitKey: (any Hashable & Sendable)?, member: StaticString
    ) -> SharedEntry {
        SharedStorage.storesInSlot(Value.self) && explicitKey == nil
            ? SlotSharedValue(value, member: member)
            : AllocatedSharedValue(value, explicitKey: explicitKey, member: member)
    }

    /// The value's type.
    var valueType: Any.Type { fatalError("Graft: internal error: SharedEntry's subclasses override valueType.") }

    /// The explicit key passed to `shared(key:)`, or `nil` for an unkeyed call.
    var explicitKey: (any Hashable & Sendable)? { nil }

    /// Where readers find the value: in a copy of its bits that the table slot keeps, or at an address.
    var placement: Placement { fatalError("Graft: internal error: SharedEntry's subclasses override placement.") }

    /// Where readers find an entry's value.
    enum Placement {
        /// The slot keeps these bits, a copy of the value, and readers load the value from the slot.
        case copiedIntoSlot(bits: Int)
        /// The value lives at this address, which the slot keeps.
        case atAddress(SharedStorage.ValueAddress)
    }

    /// Whether this entry was created with `key`; called only once everything else about the key matches.
    ///
    /// - Parameter key: The explicit key of a keyed `shared` call.
    /// - Returns: `true` when the entry's key has `Key`'s type and equals `key`.
    @usableFromInline
    final func hasExplicitKey<Key: Hashable & Sendable>(_ key: Key) -> Bool {
        guard let explicitKey else { return false }
        return SharedKey.explicitKey(key, equals: explicitKey)
    }
}

/// An entry for a value that table slots hold copies of: it keeps the original alive, and the copies are never
/// destroyed, so the value needs no memory of its own.
final class SlotSharedValue<Value: Sendable>: SharedEntry, @unchecked Sendable {
    private let value: Value

    init(_ value: Value, member: StaticString) {
        self.value = value
        super.init(member: member)
    }

    override var valueType: Any.Type { Value.self }

    override var placement: Placement {
        var bits = 0
        withUnsafeMutableBytes(of: &bits) { bits in
            withUnsafeBytes(of: value) { bits.copyMemory(from: $0) }
        }
        return .copiedIntoSlot(bits: bits)
    }
}

/// An entry for a keyed value, or one too large for a slot or whose bits cannot be copied: it keeps the value in
/// memory of its own, so readers can load it by address.
final class AllocatedSharedValue<Value: Sendable>: SharedEntry, @unchecked Sendable {
    private let storage: UnsafeMutablePointer<Value>
    private let keptExplicitKey: (any Hashable & Sendable)?

    init(_ value: Value, explicitKey: (any Hashable & Sendable)?, member: StaticString) {
        storage = .allocate(capacity: 1)
        storage.initialize(to: value)
        keptExplicitKey = explicitKey
        super.init(member: member)
    }

    deinit {
        storage.deinitialize(count: 1)
        storage.deallocate()
    }

    override var valueType: Any.Type { Value.self }

    override var explicitKey: (any Hashable & Sendable)? { keptExplicitKey }

    override var placement: Placement { .atAddress(SharedStorage.ValueAddress(storage)) }
}
