/// One created `shared` instance: its key, the member that created it and, in ``SharedValue``, the value.
///
/// Entries never change after they are published, which is what lets readers use them without a lock.
/// `@unchecked` because a non-final class cannot be checked `Sendable`; every stored property is a `let` of a
/// `Sendable` type, and the one subclass adds only a `let` of a `Sendable` value.
@usableFromInline
class SharedEntry: @unchecked Sendable {
    @usableFromInline let key: SharedKey
    /// The member whose getter called `shared`, as `#function` spells it: `authService`, `landmark(id:)`.
    let member: StaticString
    let valueType: Any.Type

    init(key: SharedKey, member: StaticString, valueType: Any.Type) {
        self.key = key
        self.member = member
        self.valueType = valueType
    }
}

/// A ``SharedEntry`` holding a value of a known type, so a reader that matched the key can downcast without a
/// dynamic cast.
@usableFromInline
final class SharedValue<Value: Sendable>: SharedEntry, @unchecked Sendable {
    @usableFromInline let value: Value

    init(key: SharedKey, member: StaticString, value: Value) {
        self.value = value
        super.init(key: key, member: member, valueType: Value.self)
    }
}
