// Public because the lock-free read is inlined into clients, which then call Atomic themselves.
public import Synchronization

/// The `shared` instances of one component: a hash table that readers probe without a lock.
///
/// Writers, which run only on a first access and always under the creation registry's lock, publish each entry
/// into an open-addressed table of atomic slots with a release store, and grow the table by publishing a larger
/// copy. Readers load the table and the slot with acquire loads and compare keys; an entry, once published, never
/// changes or moves, and a table that has been replaced stays allocated until the component is released, so a
/// reader holding an old table still reads valid memory.
@usableFromInline
final class SharedStorage: Sendable {
    /// The current table's address as a bit pattern, or zero before the first instance is created.
    ///
    /// A table is `capacity + 1` atomic words: the first holds `capacity - 1` (the probe mask), the rest hold the
    /// bit patterns of unretained ``SharedEntry`` references, zero for an empty slot.
    @usableFromInline let publishedTable = Atomic<Int>(0)

    private let state = Mutex(State())

    private struct State {
        /// Keeps every entry alive; the table slots hold them unretained.
        var entries: [SharedEntry] = []
        /// Every table ever published, the current one last, freed when the storage is released.
        var tableAddresses: [Int] = []
        var capacity = 0
    }

    @usableFromInline
    init() {}

    deinit {
        state.withLock { state in
            for address in state.tableAddresses {
                let table = UnsafeMutablePointer<Atomic<Int>>(bitPattern: address)!
                let words = table[0].load(ordering: .relaxed) + 2
                table.deinitialize(count: words)
                table.deallocate()
            }
        }
    }

    /// Finds the entry for `key` without taking a lock.
    ///
    /// - Parameter key: The call site, value type and explicit key of the `shared` call.
    /// - Returns: The entry's address, or `nil` when no instance exists yet.
    @inlinable
    @inline(__always)
    func entryAddress(for key: SharedKey) -> UnsafeRawPointer? {
        guard let table = UnsafeMutablePointer<Atomic<Int>>(bitPattern: publishedTable.load(ordering: .acquiring))
        else { return nil }
        let mask = table[0].load(ordering: .relaxed)
        var index = key.hash & mask
        while true {
            guard let address = UnsafeRawPointer(bitPattern: table[index &+ 1].load(ordering: .acquiring)) else {
                return nil
            }
            let matches = Unmanaged<SharedEntry>.fromOpaque(address)._withUnsafeGuaranteedRef { $0.key.matches(key) }
            if matches { return address }
            index = (index &+ 1) & mask
        }
    }

    /// Reads the value stored for `key` without taking a lock.
    ///
    /// - Parameters:
    ///   - key: The call site, value type and explicit key of the `shared` call.
    ///   - valueType: The type of the value; it is part of `key`, which is what makes the downcast safe.
    /// - Returns: The value, or `nil` when no instance exists yet.
    @inlinable
    @inline(__always)
    func value<Value: Sendable>(for key: SharedKey, as valueType: Value.Type) -> Value? {
        guard let address = entryAddress(for: key) else { return nil }
        return Unmanaged<SharedEntry>.fromOpaque(address)._withUnsafeGuaranteedRef {
            unsafeDowncast($0, to: SharedValue<Value>.self).value
        }
    }

    /// Publishes a new entry.
    ///
    /// Called only under the creation registry's lock, so there is one writer at a time.
    func insert(_ entry: SharedEntry) {
        state.withLock { state in
            state.entries.append(entry)
            if state.entries.count * 2 > state.capacity {
                state.capacity = max(8, state.capacity * 2)
                let table = Self.makeTable(capacity: state.capacity, entries: state.entries)
                state.tableAddresses.append(Int(bitPattern: table))
                publishedTable.store(Int(bitPattern: table), ordering: .releasing)
            } else {
                let table = UnsafeMutablePointer<Atomic<Int>>(bitPattern: state.tableAddresses.last!)!
                Self.place(entry, in: table, mask: state.capacity - 1)
            }
        }
    }

    /// The entries created so far, in creation order.
    var entries: [SharedEntry] {
        state.withLock { $0.entries }
    }

    private static func makeTable(capacity: Int, entries: [SharedEntry]) -> UnsafeMutablePointer<Atomic<Int>> {
        let table = UnsafeMutablePointer<Atomic<Int>>.allocate(capacity: capacity + 1)
        (table + 0).initialize(to: Atomic(capacity - 1))
        for slot in 1...capacity {
            (table + slot).initialize(to: Atomic(0))
        }
        for entry in entries {
            place(entry, in: table, mask: capacity - 1)
        }
        return table
    }

    private static func place(_ entry: SharedEntry, in table: UnsafeMutablePointer<Atomic<Int>>, mask: Int) {
        var index = entry.key.hash & mask
        while table[index &+ 1].load(ordering: .relaxed) != 0 {
            index = (index &+ 1) & mask
        }
        let bits = Int(bitPattern: Unmanaged.passUnretained(entry).toOpaque())
        table[index &+ 1].store(bits, ordering: .releasing)
    }
}
