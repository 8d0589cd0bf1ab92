import Foundation
import Graft
import Synchronization

// The contenders of the keyed benchmark: a component with one keyed member, and the dictionaries behind a lock that
// RIBs, needle or a hand-written cache would use, each keyed by `Int` and by `String`.

/// What a keyed contender does: returns the box for a key, creating it on first access.
protocol KeyedBoxes: AnyObject {
    associatedtype Key: Hashable & Sendable
    init()
    func box(for key: Key) -> Box
}

/// The value every keyed contender keeps: a final class, as a store or a view model would be.
final class Box: Sendable {
    let number: Int

    init(_ number: Int) {
        self.number = number
    }

    /// The object's address, which the benchmark folds into its checksums.
    var identity: Int { Int(bitPattern: ObjectIdentifier(self)) }
}

/// Graft: one keyed `shared` member, plus an unkeyed one read in the same run as the reference.
final class KeyedComponent<Key: Hashable & Sendable>: Component<EmptyDependency>, KeyedBoxes, @unchecked Sendable {
    var count: Int { shared { RunSeed.value } }

    func box(for key: Key) -> Box { shared(key: key) { Box(key.hashValue) } }

    required init() {
        super.init(dependency: EmptyComponent())
    }
}

/// `Mutex` and a dictionary, the fastest lock the standard library offers.
final class MutexBoxes<Key: Hashable & Sendable>: KeyedBoxes, Sendable {
    private let boxes = Mutex<[Key: Box]>([:])

    init() {}

    func box(for key: Key) -> Box {
        boxes.withLock { boxes in
            if let box = boxes[key] { return box }
            let box = Box(key.hashValue)
            boxes[key] = box
            return box
        }
    }
}

/// `NSLock` and a dictionary, as a hand-written cache is usually guarded.
final class LockedBoxes<Key: Hashable & Sendable>: KeyedBoxes, @unchecked Sendable {
    // @unchecked: the dictionary is only touched under the lock.
    private let lock = NSLock()
    private var boxes: [Key: Box] = [:]

    init() {}

    func box(for key: Key) -> Box {
        lock.lock()
        defer { lock.unlock() }
        if let box = boxes[key] { return box }
        let box = Box(key.hashValue)
        boxes[key] = box
        return box
    }
}

// Each read goes through a function of its own that the optimizer may not inline, as in the warm-read benchmark; each
// is specialised for the contender and key type it is called with. A warm read and a creation call the same member
// through two functions, so that callgrind can count one without the other.

@inline(never) func readWarm<Boxes: KeyedBoxes>(_ boxes: Boxes, _ key: Boxes.Key) -> Box { boxes.box(for: key) }
@inline(never) func create<Boxes: KeyedBoxes>(_ boxes: Boxes, _ key: Boxes.Key) -> Box { boxes.box(for: key) }
@inline(never) func readUnkeyed<Key>(_ component: KeyedComponent<Key>) -> Int { component.count }
@inline(never) func hashOnly<Key: Hashable>(_ key: Key) -> Int { key.hashValue }
