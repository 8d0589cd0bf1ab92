import Foundation
@_spi(Testing) import Graft
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

    /// Whether a racing caller was waiting for `slowService` before its factory returned.
    let racerWaited = Locked(false)

    /// A factory that returns only once a racing caller waits for it, or after a limit that the tests check.
    var slowService: Service {
        shared {
            factoryCalls.increment()
            let waited = blockUntil { sharedWaiterCount > 0 }
            racerWaited.withLock { $0 = waited }
            return Service("slow")
        }
    }
}

/// Values of every representation `shared` stores: one word or less, which the table holds itself, and larger or
/// address-sensitive ones, which it holds by address.
struct Shapes: Sendable {
    enum Choice: Equatable, Sendable {
        case none
        case some(Int)
    }

    struct Wrapped: Sendable {
        let service: Service
    }

    /// A weak reference's representation depends on its address, so it must never be copied bit for bit.
    struct WeakBox: Sendable {
        weak var target: Service?
    }

    var zero: Int
    var minimum: Int
    var flag: Bool
    var byte: UInt8
    var fraction: Double
    var missing: Service?
    var present: Service
    var pair: Pair
    var wide: Wide
    var text: String
    var choice: Choice
    var wrapped: Wrapped
    var weakBox: WeakBox
    var existential: any Sendable
    var closure: @Sendable () -> String

    struct Pair: Equatable, Sendable {
        let first: Int
        let second: Int
    }

    struct Wide: Equatable, Sendable {
        let first: Int
        let second: Int
        let third: Int
        let fourth: Int
    }
}

/// One `shared` member per representation in ``Shapes``.
final class ShapesComponent: Component<EmptyDependency>, @unchecked Sendable {
    let anchor = Service("anchor")

    init() {
        super.init(dependency: EmptyComponent())
    }

    var zero: Int { shared { 0 } }
    var minimum: Int { shared { Int.min } }
    var flag: Bool { shared { false } }
    var byte: UInt8 { shared { 0xAB } }
    var fraction: Double { shared { 0.25 } }
    var missing: Service? { shared { nil } }
    var present: Service { shared { Service("present") } }
    var pair: Shapes.Pair { shared { Shapes.Pair(first: 1, second: 2) } }
    var wide: Shapes.Wide { shared { Shapes.Wide(first: 1, second: 2, third: 3, fourth: 4) } }
    var text: String { shared { "a string too long to be stored in a string's own words" } }
    var choice: Shapes.Choice { shared { .some(7) } }
    var wrapped: Shapes.Wrapped { shared { Shapes.Wrapped(service: Service("wrapped")) } }
    var weakBox: Shapes.WeakBox { shared { Shapes.WeakBox(target: anchor) } }
    var existential: any Sendable { shared { 42 } }
    var closure: @Sendable () -> String { shared { { "closure" } } }

    func filler(_ index: Int) -> Int { shared(key: index) { index } }

    var everyShape: Shapes {
        Shapes(
            zero: zero, minimum: minimum, flag: flag, byte: byte, fraction: fraction, missing: missing,
            present: present, pair: pair, wide: wide, text: text, choice: choice, wrapped: wrapped, weakBox: weakBox,
            existential: existential, closure: closure)
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

    /// The value written at `index`.
    ///
    /// Of type `Value`, not `Value?`, so that a `Value` that is itself optional keeps a `nil` written to it: through
    /// a `Value?` subscript, that `nil` would read as a slot never written, which ``values`` drops, moving every later
    /// value one place down.
    subscript(index: Int) -> Value {
        get {
            guard let value = slots[index] else { fatalError("ConcurrentSlots: slot \(index) was never written") }
            return value
        }
        set { slots[index] = newValue }
    }

    /// The values written, in slot order, without the slots never written; read only after every writer has
    /// finished.
    var values: [Value] { slots.compactMap { $0 } }
}
