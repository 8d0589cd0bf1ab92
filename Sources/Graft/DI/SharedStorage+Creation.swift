extension SharedStorage {
    /// Creates the value for `key` exactly once, however many threads ask at the same time.
    ///
    /// Callers that arrive while another thread runs the factory wait for it. A factory that throws publishes
    /// nothing; a waiter then tries again itself.
    ///
    /// - Parameters:
    ///   - key: The instance's key.
    ///   - explicitKey: The key passed to `shared(key:)`, if any.
    ///   - owner: The component, for its identity and, in messages, its type.
    ///   - member: The member whose getter called `shared`, for messages.
    ///   - factory: Makes the value.
    /// - Returns: The address of the one value for `key`, which lives as long as this storage.
    /// - Throws: What `factory` throws.
    @usableFromInline
    func create<Value: Sendable>(
        _ key: SharedKey, explicitKey: (any Hashable & Sendable)?, owner: AnyObject, member: StaticString,
        factory: () throws -> Value
    ) rethrows -> Int {
        while true {
            switch SharedCreations.begin(key, explicitKey: explicitKey, in: self, owner: owner, member: member)
            {
            case .found:
                if let address = valueAddress(for: key, explicitKey: explicitKey) { return address }
            case .wait(let target):
                SharedCreations.wait(for: target)
                SharedCreations.endWait(for: target)
            case .create(let id):
                let value: Value
                do {
                    value = try SharedCreations.$innermost.withValue(id) { try factory() }
                } catch {
                    SharedCreations.end(id, publishing: nil, in: self, error: error)
                    throw error
                }
                let entry = SharedEntry.holding(value, explicitKey: explicitKey, member: member)
                SharedCreations.end(id, publishing: entry, in: self, error: nil)
                return publishedValueAddress(for: key, explicitKey: explicitKey)
            }
        }
    }

    /// Creates the value for `key` exactly once with an async factory; concurrent callers await that one creation.
    ///
    /// When the factory throws, nothing is published and every caller awaiting that attempt gets its error; the
    /// next access tries again. A caller whose own task is not cancelled does not inherit another task's
    /// `CancellationError`: it tries again instead.
    ///
    /// - Parameters:
    ///   - key: The instance's key.
    ///   - explicitKey: The key passed to `shared(key:)`, if any.
    ///   - owner: The component, for its identity and, in messages, its type.
    ///   - member: The member that called `shared`, for messages.
    ///   - factory: Makes the value.
    /// - Returns: The address of the one value for `key`, which lives as long as this storage.
    /// - Throws: What `factory` throws, in this attempt or in the attempt this caller waited for.
    @usableFromInline
    func create<Value: Sendable>(
        _ key: SharedKey, explicitKey: (any Hashable & Sendable)?, owner: AnyObject, member: StaticString,
        factory: () async throws -> Value
    ) async throws -> Int {
        while true {
            switch SharedCreations.begin(key, explicitKey: explicitKey, in: self, owner: owner, member: member)
            {
            case .found:
                if let address = valueAddress(for: key, explicitKey: explicitKey) { return address }
            case .wait(let target):
                let failure = await withCheckedContinuation { continuation in
                    SharedCreations.notify(when: target, ends: continuation)
                }
                SharedCreations.endWait(for: target)
                if let failure, !(failure is CancellationError && !Task.isCancelled) { throw failure }
            case .create(let id):
                let value: Value
                do {
                    value = try await SharedCreations.$innermost.withValue(id) { try await factory() }
                } catch {
                    SharedCreations.end(id, publishing: nil, in: self, error: error)
                    throw error
                }
                let entry = SharedEntry.holding(value, explicitKey: explicitKey, member: member)
                SharedCreations.end(id, publishing: entry, in: self, error: nil)
                return publishedValueAddress(for: key, explicitKey: explicitKey)
            }
        }
    }

    /// The address of a value this caller has just published.
    private func publishedValueAddress(for key: SharedKey, explicitKey: (any Hashable & Sendable)?) -> Int {
        guard let address = valueAddress(for: key, explicitKey: explicitKey) else {
            preconditionFailure("Graft: a shared value was published but its table slot cannot be found.")
        }
        return address
    }
}
