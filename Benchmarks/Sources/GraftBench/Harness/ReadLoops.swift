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
