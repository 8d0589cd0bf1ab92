/// One created `shared` instance: the member that created it, its explicit key and, in ``SharedValue``, its value.
///
/// `@unchecked` because a non-final class cannot be checked `Sendable`; every stored property is a `let` of a
/// `Sendable` type, and the one subclass adds only storage for a `Sendable` value that never changes.
@usableFromInline
class SharedEntry: @unchecked Sendable {
    let key: SharedKey
    /// The explicit key passed to `shared(key:)`, whose hash is in ``key``.
    let explicitKey: (any Hashable & Sendable)?
    /// The member whose getter called `shared`, as `#function` spells it: `authService`, `landmark(id:)`.
    let member: StaticString
    let valueType: Any.Type

    init(key: SharedKey, explicitKey: (any Hashable & Sendable)?, member: StaticString, valueType: Any.Type) {
        self.key = key
        self.explicitKey = explicitKey
        self.member = member
        self.valueType = valueType
    }

    /// The address of the value.
    var valueAddress: Int { preconditionFailure("SharedEntry is abstract; SharedValue overrides valueAddress") }

    /// What a table slot's first word holds: a copy of the value's bits when
    /// ``SharedStorage/storesInSlot(_:)`` allows it, otherwise ``valueAddress``.
    var slotWord: Int { preconditionFailure("SharedEntry is abstract; SharedValue overrides slotWord") }

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

/// A ``SharedEntry`` that owns its value in memory of its own, so readers can load the value by address.
final class SharedValue<Value: Sendable>: SharedEntry, @unchecked Sendable {
    private let storage: UnsafeMutablePointer<Value>

    init(key: SharedKey, explicitKey: (any Hashable & Sendable)?, member: StaticString, value: Value) {
        storage = .allocate(capacity: 1)
        storage.initialize(to: value)
        super.init(key: key, explicitKey: explicitKey, member: member, valueType: Value.self)
    }

    deinit {
        storage.deinitialize(count: 1)
        storage.deallocate()
    }

    override var valueAddress: Int { Int(bitPattern: storage) }

    override var slotWord: Int {
        guard SharedStorage.storesInSlot(Value.self) else { return valueAddress }
        var word = 0
        withUnsafeMutableBytes(of: &word) { word in
            word.copyMemory(from: UnsafeRawBufferPointer(start: storage, count: MemoryLayout<Value>.size))
        }
        return word
    }
}
