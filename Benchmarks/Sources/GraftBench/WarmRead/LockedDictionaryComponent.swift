import Foundation

/// The `shared` of Uber's RIBs and needle, rebuilt as a baseline: a recursive lock and a dictionary keyed by the
/// calling member's name.
///
/// Every read takes the lock, hashes the member's name, looks it up and casts the `Any` it finds back to the
/// member's type, which is the cost Graft's lock-free table exists to avoid.
class LockedDictionaryComponent: @unchecked Sendable {
    // @unchecked: the dictionary is only touched under the lock.
    private let sharedInstanceLock = NSRecursiveLock()
    private var sharedInstances: [String: Any] = [:]

    /// Returns the instance stored under the caller's name, creating it on first access.
    final func shared<Value>(memberName: String = #function, _ factory: () -> Value) -> Value {
        sharedInstanceLock.lock()
        defer { sharedInstanceLock.unlock() }
        if let instance = (sharedInstances[memberName] as? Value?) ?? nil {
            return instance
        }
        let instance = factory()
        sharedInstances[memberName] = instance
        return instance
    }
}
