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
