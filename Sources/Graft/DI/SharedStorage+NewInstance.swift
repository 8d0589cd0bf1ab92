extension SharedStorage {
    /// Whether a table keeps a value of `valueType` as a class instance, without an entry: a class whose reference a
    /// slot holds a copy of.
    ///
    /// Asked where the read is specialised, so that it costs nothing: there it chooses a synchronous creation's path
    /// (``createObject(_:owner:member:factory:)`` or the generic one), and an async creation gets the answer passed
    /// on. Asked in the creation's unspecialised code, it took about 40 instructions per creation (callgrind,
    /// graft-bench --only members: 15,275 instructions per component of ten members, 15,095).
    ///
    /// - Parameter valueType: The type of a `shared` value.
    /// - Returns: `true` for a class instance kept without an entry.
    @inlinable
    @inline(__always)
    static func isObject<Value>(_ valueType: Value.Type) -> Bool {
        guard storesInSlot(Value.self) else { return false }
        // The builtin answers at compile time for a concrete type; `is AnyObject.Type` left a call to the type's
        // metadata accessor and a branch in each specialised read, about 120 bytes of code per member's type.
        switch _canBeClass(Value.self) {
        case 0: return false
        case 1: return true
        default: return Value.self is AnyObject.Type
        }
    }

    /// An unkeyed value a factory has made, on its way into the storage: a class instance, which a grown table's
    /// trailer keeps without an entry, or an entry.
    ///
    /// A class instance carries the reference its factory returned, retained once, which the storage takes over
    /// where it keeps the instance: no reference-count operation at all, where a strong reference in the wrapping
    /// took four (retained into it and released with it, the factory's reference released, the storage's retain),
    /// and a borrowed one two (callgrind, graft-bench --only members: 15,667 instructions per component of ten
    /// members with a strong reference, 12,388 with a borrowed one after other changes, and 11,851 taken over).
    ///
    /// An entry is carried retained once too, so that the wrapping holds no strong reference at all and copies as
    /// plain words: with a strong one, ending a creation called functions to copy and destroy the wrapping
    /// (callgrind, graft-bench --only members: 11,248 instructions per component of ten members, 10,831 without).
    enum NewInstance {
        /// An unkeyed class instance, the usual `shared` value, retained once for the storage to take over; and the
        /// member that made it.
        case object(Unmanaged<AnyObject>, member: StaticString)
        /// Any other value, in its entry, retained once for the storage to take over.
        case entry(Unmanaged<SharedEntry>)

        /// Wraps an unkeyed factory's value, retaining a class instance for the storage to take over.
        ///
        /// A class instance, the usual `shared` value, is told apart, so that it never needs a generic entry: looking
        /// up the metadata of a `SlotSharedValue<Value>` and making one cost about 420 instructions per creation
        /// (callgrind, graft-bench --only members: 51,420 instructions per component of ten members, 47,190 without).
        /// Inlined into the creation: called, it cost about 7 instructions more (13,525 instructions per component of
        /// ten members, 13,455 inlined).
        ///
        /// - Parameters:
        ///   - value: The value.
        ///   - member: The member that made it.
        ///   - isObject: What ``SharedStorage/isObject(_:)`` says of `Value`.
        /// - Returns: A class instance as itself, and anything else in its entry.
        @inline(__always)
        static func holding<Value: Sendable>(
            _ value: borrowing Value, member: StaticString, isObject: Bool
        ) -> NewInstance {
            guard isObject else { return .entry(.passRetained(SharedEntry.holding(value, member: member))) }
            return .object(.passRetained(unsafeBitCast(value, to: AnyObject.self)), member: member)
        }

        /// The instance in an entry, retained once for the storage to take over: its own entry, or for a class
        /// instance whose member's name does not pack into one word, a new entry that takes over the instance.
        ///
        /// - Returns: The entry, whose one retain the caller takes over.
        func takingEntry() -> Unmanaged<SharedEntry> {
            switch self {
            case .object(let object, let member):
                .passRetained(SlotSharedObject(object.takeRetainedValue(), member: member))
            case .entry(let entry): entry
            }
        }

        /// Where readers find the instance, which its slot records.
        var placement: SharedEntry.Placement {
            switch self {
            case .object(let object, _): .copiedIntoSlot(bits: Int(bitPattern: object.toOpaque()))
            case .entry(let entry): entry._withUnsafeGuaranteedRef(\.placement)
            }
        }
    }
}
