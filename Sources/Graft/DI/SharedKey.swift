/// Identifies one `shared` instance within a component: the call site, the value's type and an optional key.
///
/// The call site is the source location of the `shared` call, so two calls in one member are two instances. The
/// file name is compared by address first and by content only when the addresses differ, because the same literal
/// may be emitted more than once when code is inlined into another module.
@usableFromInline
struct SharedKey: Sendable {
    @usableFromInline let fileID: StaticString
    @usableFromInline let line: UInt
    @usableFromInline let column: UInt
    @usableFromInline let valueType: ObjectIdentifier
    @usableFromInline let explicitKey: AnyHashableSendable?

    @inlinable
    init(fileID: StaticString, line: UInt, column: UInt, valueType: ObjectIdentifier, explicitKey: AnyHashableSendable?)
    {
        self.fileID = fileID
        self.line = line
        self.column = column
        self.valueType = valueType
        self.explicitKey = explicitKey
    }

    /// A well-mixed hash of the key, computed without touching the file name's bytes.
    @inlinable
    var hash: Int {
        var bits = UInt(truncatingIfNeeded: line) &<< 20 ^ UInt(truncatingIfNeeded: column)
        bits ^= UInt(bitPattern: valueType.hashValue)
        if let explicitKey {
            bits ^= UInt(bitPattern: explicitKey.hashValue) &* 0x2545_F491_4F6C_DD1D
        }
        bits = bits &* 0x9E37_79B9_7F4A_7C15
        return Int(bitPattern: bits ^ (bits &>> 29))
    }

    @inlinable
    func matches(_ other: SharedKey) -> Bool {
        guard line == other.line, column == other.column, valueType == other.valueType else { return false }
        guard Self.sameFile(fileID, other.fileID) else { return false }
        switch (explicitKey, other.explicitKey) {
        case (nil, nil): return true
        case (let mine?, let theirs?): return mine == theirs
        default: return false
        }
    }

    @inlinable
    static func sameFile(_ first: StaticString, _ second: StaticString) -> Bool {
        if first.hasPointerRepresentation && second.hasPointerRepresentation && first.utf8Start == second.utf8Start {
            return true
        }
        return first.description == second.description
    }
}

/// A type-erased `Hashable & Sendable` value, so explicit keys can be stored and compared across threads.
@usableFromInline
struct AnyHashableSendable: Hashable, Sendable {
    @usableFromInline let base: any Hashable & Sendable

    @inlinable
    init(_ base: some Hashable & Sendable) {
        self.base = base
    }

    @inlinable
    static func == (lhs: Self, rhs: Self) -> Bool {
        AnyHashable(lhs.base) == AnyHashable(rhs.base)
    }

    @inlinable
    func hash(into hasher: inout Hasher) {
        AnyHashable(base).hash(into: &hasher)
    }
}
