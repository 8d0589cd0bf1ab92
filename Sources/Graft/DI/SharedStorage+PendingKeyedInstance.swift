extension SharedStorage {
    /// A keyed instance on its way into its call site's table, which its creator holds on its stack, typed.
    struct PendingKeyedInstance {
        /// `KeyedSharedValues<Value, Key>` of the instance's types, which makes a call site's table and copies the
        /// instance into one.
        let valuesType: KeyedSharedEntry.Type
        /// The key, a `Key`.
        let key: UnsafeRawPointer
        /// The instance, a `Value`.
        let value: UnsafeRawPointer
        /// The member that made it.
        let member: StaticString

        /// Hands a keyed factory's value to `body`, typed, from this stack frame, with no entry of its own.
        ///
        /// - Parameters:
        ///   - value: The value.
        ///   - explicitKey: The key passed to `shared(key:)`.
        ///   - member: The member that made it.
        ///   - body: Inserts the instance; it must not keep the instance past its return.
        /// - Returns: What `body` returns.
        static func with<Value: Sendable, Result>(
            _ value: Value, explicitKey: SharedCreations.ExplicitKey, member: StaticString,
            _ body: (PendingKeyedInstance) -> Result
        ) -> Result {
            withUnsafePointer(to: value) { value in
                body(
                    PendingKeyedInstance(
                        valuesType: explicitKey.valuesType, key: explicitKey.address, value: UnsafeRawPointer(value),
                        member: member))
            }
        }
    }
}
