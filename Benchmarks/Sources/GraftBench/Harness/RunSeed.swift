/// A number known only at run time, which every benchmark's values are made from, so the compiler cannot fold a
/// value it reads into a constant.
enum RunSeed {
    /// The run's seed, between 1 and 997.
    static let value = Int(MonotonicClock.now % 997) + 1
}
