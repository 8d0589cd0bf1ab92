/// One created `shared` instance, or every instance of a keyed call site: the member that created it and, in a
/// subclass, its value, or its table of keys and values.
///
/// The instance's ``SharedKey`` is not kept here: the table slot that publishes the entry holds it, and a table that
/// grows copies its slots. An entry is what a slot cannot hold: the owner of the value and the member's name.
///
/// `@unchecked` because a non-final class cannot be checked `Sendable`; every stored property is a `let` of a
/// `Sendable` type, and the subclasses add only storage for a `Sendable` value and key that never change.
@usableFromInline
class SharedEntry: @unchecked Sendable {
    /// The member whose getter called `shared`.
    private let storedMember: StoredMemberName

    init(member: StaticString) {
        storedMember = StoredMemberName(member)
    }

    /// The member whose getter called `shared`, as `#function` spells it: `authService`, `landmark(id:)`.
    final var member: String { storedMember.string }

    /// Makes the entry for an unkeyed `value`: one whose slot holds a copy of the value's bits when
    /// ``SharedStorage/storesInSlot(_:)`` allows, otherwise one that keeps it in memory of its own.
    ///
    /// A class instance comes here only as a test's; the storage keeps one without an entry, or in a
    /// ``SlotSharedObject`` (``SharedStorage/NewInstance``).
    static func holding<Value: Sendable>(_ value: Value, member: StaticString) -> SharedEntry {
        guard SharedStorage.storesInSlot(Value.self) else { return AllocatedSharedValue(value, member: member) }
        return SlotSharedValue(value, member: member)
    }

    /// Where readers find the value, which the entry's table slot records.
    var placement: Placement { fatalError("Graft: internal error: SharedEntry's subclasses override placement.") }

    /// Where readers find an entry's value.
    enum Placement {
        /// The slot keeps these bits, a copy of the value, and readers load the value from the slot.
        case copiedIntoSlot(bits: Int)
        /// The value lives at this address, which the slot keeps.
        case atAddress(SharedStorage.ValueAddress)
        /// The entry, a ``KeyedSharedValues`` table with keys of this type, holds every instance of a keyed call
        /// site; the slot keeps the key's type in place of an address, so a reader checks it before it casts the
        /// entry.
        case inKeyedEntry(keyType: SharedKey.TypeAddress)

        /// The placement of a class instance: the slot keeps a copy of its reference, unretained.
        static func copiedIntoSlot(_ object: AnyObject) -> Placement {
            .copiedIntoSlot(bits: Int(bitPattern: Unmanaged.passUnretained(object).toOpaque()))
        }
    }
}

/// An entry for a class instance that table slots hold copies of the reference to: it keeps the instance alive, and
/// the copies are never released.
///
/// Most instances need none: a component's first table or a grown table's trailer keeps them without one
/// (`SharedStorage.insert`). Only a first instance whose member's name does not fit its first table's spare word
/// has one.
final class SlotSharedObject: SharedEntry, @unchecked Sendable {
    /// The instance.
    let object: AnyObject

    init(_ object: AnyObject, member: StaticString) {
        self.object = object
        super.init(member: member)
    }

    override var placement: Placement { .copiedIntoSlot(object) }
}

/// An entry for a value that table slots hold copies of: it keeps the original alive, and the copies are never
/// destroyed, so the value needs no memory of its own.
final class SlotSharedValue<Value: Sendable>: SharedEntry, @unchecked Sendable {
    private let value: Value

    init(_ value: Value, member: StaticString) {
        self.value = value
        super.init(member: member)
    }

    override var placement: Placement {
        var bits = 0
        withUnsafeMutableBytes(of: &bits) { bits in
            withUnsafeBytes(of: value) { bits.copyMemory(from: $0) }
        }
        return .copiedIntoSlot(bits: bits)
    }
}

/// An entry for an unkeyed value too large for a slot or whose bits cannot be copied: it keeps the value in memory
/// of its own, so readers can load it by address.
final class AllocatedSharedValue<Value: Sendable>: SharedEntry, @unchecked Sendable {
    private let storage: UnsafeMutablePointer<Value>

    init(_ value: Value, member: StaticString) {
        storage = .allocate(capacity: 1)
        storage.initialize(to: value)
        super.init(member: member)
    }

    deinit {
        storage.deinitialize(count: 1)
        storage.deallocate()
    }

    override var placement: Placement { .atAddress(SharedStorage.ValueAddress(storage)) }
}
