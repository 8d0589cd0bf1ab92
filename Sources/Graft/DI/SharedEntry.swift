/// One created `shared` instance: the member that created it, its explicit key and, in a subclass, its value.
///
/// `@unchecked` because a non-final class cannot be checked `Sendable`; every stored property is a `let` of a
/// `Sendable` type, and the subclasses add only storage for a `Sendable` value that never changes.
@usableFromInline
class SharedEntry: @unchecked Sendable {
    let key: SharedKey
    /// The explicit key, boxed: most entries have none, and an existential inline would take five words of each.
    private let explicitKeyBox: ExplicitKeyBox?
    /// The member whose getter called `shared`, as `#function` spells it: `authService`, `landmark(id:)`.
    let member: StaticString

    init(key: SharedKey, explicitKey: (any Hashable & Sendable)?, member: StaticString) {
        self.key = key
        self.explicitKeyBox = explicitKey.map(ExplicitKeyBox.init)
        self.member = member
    }

    /// The explicit key passed to `shared(key:)`, whose hash is in ``key``.
    var explicitKey: (any Hashable & Sendable)? { explicitKeyBox?.key }

    /// Makes the entry that keeps `value`: one that holds it, when an unkeyed table slot holds a copy of its bits,
    /// or one that keeps it in memory of its own, whose address the slot holds.
    ///
    /// A keyed slot has no free word for a copy, so a keyed value always gets memory of its own.
    ///
    /// - Parameters:
    ///   - value: The instance the factory made.
    ///   - key: The instance's key.
    ///   - explicitKey: The key passed to `shared(key:)`, if any.
    ///   - member: The member whose getter called `shared`.
    /// - Returns: The entry.
    static func holding<Value: Sendable>(
        _ value: Value, key: SharedKey, explicitKey: (any Hashable & Sendable)?, member: StaticString
    ) -> SharedEntry {
        SharedStorage.storesInSlot(Value.self) && explicitKey == nil
            ? SlotSharedValue(value, key: key, explicitKey: explicitKey, member: member)
            : AllocatedSharedValue(value, key: key, explicitKey: explicitKey, member: member)
    }

    /// The value's type, which the key identifies by its metadata address.
    var valueType: Any.Type { unsafeBitCast(key.valueType, to: Any.Type.self) }

    /// Where readers find the value: in a copy of its bits that the table slot keeps, or at an address.
    var placement: Placement { preconditionFailure("SharedEntry is abstract; its subclasses override placement") }

    /// Where readers find an entry's value.
    enum Placement {
        /// The slot keeps these bits, a copy of the value, and readers load the value from the slot.
        case copiedIntoSlot(bits: Int)
        /// The value lives at this address, which the slot keeps.
        case atAddress(Int)
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

    init(_ value: Value, key: SharedKey, explicitKey: (any Hashable & Sendable)?, member: StaticString) {
        self.value = value
        super.init(key: key, explicitKey: explicitKey, member: member)
    }

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

    init(_ value: Value, key: SharedKey, explicitKey: (any Hashable & Sendable)?, member: StaticString) {
        storage = .allocate(capacity: 1)
        storage.initialize(to: value)
        super.init(key: key, explicitKey: explicitKey, member: member)
    }

    deinit {
        storage.deinitialize(count: 1)
        storage.deallocate()
    }

    override var placement: Placement { .atAddress(Int(bitPattern: storage)) }
}

/// An entry's explicit key, in a block of its own.
private final class ExplicitKeyBox: Sendable {
    let key: any Hashable & Sendable

    init(_ key: any Hashable & Sendable) {
        self.key = key
    }
}
