import Foundation
import Graft
import Synchronization

/// A reference type whose identity the tests compare.
final class Service: Sendable {
    let name: String

    init(_ name: String) {
        self.name = name
    }
}

/// Counts how often a factory ran, from any thread.
final class CallCounter: Sendable {
    private let count = Atomic(0)

    var value: Int { count.load(ordering: .relaxed) }

    func increment() {
        count.add(1, ordering: .relaxed)
    }
}

struct FactoryFailure: Error, Equatable {
    let attempt: Int
}

/// A root component with one `shared` member per behaviour under test.
final class TestRootComponent: Component<EmptyDependency>, @unchecked Sendable {
    let factoryCalls = CallCounter()

    init() {
        super.init(dependency: EmptyComponent())
    }

    var networkClient: Service { shared { Service("network") } }

    var authService: Service {
        shared {
            factoryCalls.increment()
            return Service("auth via \(networkClient.name)")
        }
    }

    /// Two `shared` calls in one member are two call sites, so two instances.
    var pair: (Service, Service) {
        (shared { Service("first") }, shared { Service("second") })
    }

    func landmark(id: Int) -> Service {
        shared(key: id) { Service("landmark \(id)") }
    }

    func otherLandmark(id: Int) -> Service {
        shared(key: id) { Service("other landmark \(id)") }
    }

    /// A factory slow enough that racing callers arrive while it runs.
    var slowService: Service {
        shared {
            factoryCalls.increment()
            Thread.sleep(forTimeInterval: 0.05)
            return Service("slow")
        }
    }
}

protocol ChildDependency: Dependency {
    var authService: Service { get }
}

extension TestRootComponent: ChildDependency {}

final class TestChildComponent: Component<ChildDependency>, @unchecked Sendable {
    var authService: Service { dependency.authService }
    var profileStore: Service { shared { Service("profile for \(authService.name)") } }
}

/// One slot per concurrent iteration: each thread writes only its own slot, and the values are read after the
/// threads have been joined, so no lock is needed (and none hides an ordering bug from the thread sanitizer).
final class ConcurrentSlots<Value: Sendable>: @unchecked Sendable {  // @unchecked: disjoint writes, read after join.
    private let slots: UnsafeMutableBufferPointer<Value?>

    init(count: Int) {
        slots = .allocate(capacity: count)
        slots.initialize(repeating: nil)
    }

    deinit {
        slots.deinitialize()
        slots.deallocate()
    }

    subscript(index: Int) -> Value? {
        get { slots[index] }
        set { slots[index] = newValue }
    }

    /// The values written, in slot order; read only after every writer has finished.
    var values: [Value] { slots.compactMap { $0 } }
}
