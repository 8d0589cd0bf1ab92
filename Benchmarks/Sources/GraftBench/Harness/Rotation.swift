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
