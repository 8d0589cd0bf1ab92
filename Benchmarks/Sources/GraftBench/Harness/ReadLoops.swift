import Synchronization

// What a timed loop is made of: the loops, the objects they visit, where their results go, and the run's seed that
// keeps the optimizer from folding what they read.

/// The loops the read benchmarks time, written once so every contender runs the same loop around its read.
///
/// They are always inlined, and so is the closure given to them, so the loop body is the read function's call and
/// what is done with its result, nothing more.
enum ReadLoops {
    /// Reads from the rotation's instances in turn `iterations` times and returns the wrapping sum of the results.
    ///
    /// A result used only by this sum is consumed where it is produced: a reference returned at +0 is never
    /// retained.
    @inline(__always)
    static func sum<Object>(_ iterations: Int, over rotation: Rotation<Object>, _ read: (Object) -> Int) -> Int {
        var checksum = 0
        for index in 0..<iterations {
            checksum &+= rotation.with(index, read)
        }
        return checksum
    }

    /// Reads from the rotation's instances in turn `iterations` times, storing each result in the next of `slots`'
    /// places, and returns a checksum.
    ///
    /// Storing a reference in memory needs an owned (+1) reference and releases the one it replaces, which puts
    /// every contender on the same footing whether its read returns at +0 or at +1.
    @inline(__always)
    static func store<Object>(
        _ iterations: Int, over rotation: Rotation<Object>, into slots: ResultSlots, _ read: (Object) -> Service
    ) -> Int {
        let places = slots.places
        for index in 0..<iterations {
            places[index & (ResultSlots.count - 1)] = rotation.with(index, read)
        }
        return places[0].identity
    }
}

/// A few instances of one contender's object, which a read loop visits in turn.
///
/// The read functions of a stored property have no side effects, so in a loop that reads one object over and over
/// the optimizer calls the function once and multiplies. Reading a different object each iteration rules that
/// out. The instances are handed out unretained, so visiting one costs an indexed load and nothing else.
final class Rotation<Object: AnyObject> {
    /// The number of instances, a power of two so the loop can wrap with a mask.
    static var count: Int { 8 }

    private let objects: [Object]
    private let references: UnsafeMutablePointer<Unmanaged<Object>>

    /// Makes the instances, passing each its position.
    ///
    /// - Parameter make: Makes the instance at a position from 0 to ``count`` - 1.
    init(_ make: (Int) -> Object) {
        objects = (0..<Self.count).map(make)
        references = .allocate(capacity: Self.count)
        references.initialize(from: objects.map { Unmanaged.passUnretained($0) }, count: Self.count)
    }

    deinit {
        references.deallocate()
    }

    /// Calls `body` with the instance for `index`, counted modulo ``count``, without retaining it.
    @inline(__always)
    func with<Result>(_ index: Int, _ body: (Object) -> Result) -> Result {
        references[index & (Self.count - 1)]._withUnsafeGuaranteedRef(body)
    }
}

// Sendable when its objects are: the instances and the buffer of references never change after init.
extension Rotation: @unchecked Sendable where Object: Sendable {}

/// Objects made before a timed loop and handed to it unretained, so the loop times only what it does with them.
final class ObjectBatch<Object: AnyObject> {
    /// The number of objects.
    let count: Int

    private let objects: [Object]
    private let references: UnsafeMutablePointer<Unmanaged<Object>>

    /// Makes `count` objects, passing each its position.
    ///
    /// - Parameters:
    ///   - count: The number of objects.
    ///   - make: Makes the object at a position.
    init(count: Int, _ make: (Int) -> Object) {
        self.count = count
        objects = (0..<count).map(make)
        references = .allocate(capacity: max(count, 1))
        references.initialize(from: objects.map { Unmanaged.passUnretained($0) }, count: count)
    }

    deinit {
        references.deallocate()
    }

    /// Calls `body` with the object at `index` without retaining it.
    @inline(__always)
    func with<Result>(_ index: Int, _ body: (Object) -> Result) -> Result {
        references[index]._withUnsafeGuaranteedRef(body)
    }
}

/// Preallocated places that keep read results at +1, as storing a reference in a property or an array does.
///
/// `@unchecked Sendable`: in the two-thread benchmark each worker has slots of its own, which no other thread touches.
final class ResultSlots: @unchecked Sendable {
    /// The number of places, a power of two so the loop can wrap with a mask.
    static let count = 64

    /// The places, each holding a service.
    let places: UnsafeMutablePointer<Service>

    /// Creates the places, each holding `service`.
    init(filledWith service: Service) {
        places = .allocate(capacity: Self.count)
        places.initialize(repeating: service, count: Self.count)
    }

    deinit {
        places.deinitialize(count: Self.count)
        places.deallocate()
    }
}

/// Uninitialized places for the services a cold-creation loop makes, so keeping each one costs the same store
/// whichever contender made it, and releasing them happens after the clock stops.
final class CreatedServices {
    private let places: UnsafeMutablePointer<Service>
    private let capacity: Int

    /// Allocates places for `capacity` services.
    init(capacity: Int) {
        self.capacity = capacity
        places = .allocate(capacity: max(capacity, 1))
    }

    deinit {
        places.deallocate()
    }

    /// Keeps `service` in the place at `index`, which must be empty.
    @inline(__always)
    func keep(_ service: Service, at index: Int) {
        (places + index).initialize(to: service)
    }

    /// Hands a checksum of the services to the sink and releases them; call once every place is filled.
    func release() {
        var checksum = 0
        for index in 0..<capacity {
            checksum &+= places[index].identity
        }
        Sink.shared.consume(checksum)
        places.deinitialize(count: capacity)
    }
}

/// Where benchmarks put a checksum of what they read, so the optimizer cannot drop the reads that made it.
///
/// Each measured loop folds its results into a local checksum and hands it over once per sample, outside the timed
/// region. The final value is printed at the end of the run, which makes every read observable.
final class Sink: Sendable {
    /// The one sink of the run.
    static let shared = Sink()

    private let checksum = Mutex(0)

    /// Folds `value` into the checksum.
    func consume(_ value: Int) {
        checksum.withLock { $0 = $0 &* 31 &+ value }
    }

    /// The checksum of everything consumed so far.
    var value: Int {
        checksum.withLock { $0 }
    }
}

/// A number known only at run time, which every benchmark's values are made from, so the compiler cannot fold a
/// value it reads into a constant.
enum RunSeed {
    /// The run's seed, between 1 and 997.
    static let value = Int(MonotonicClock.now % 997) + 1
}
