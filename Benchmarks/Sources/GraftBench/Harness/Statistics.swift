/// The few statistics the benchmarks report.
enum Statistics {
    /// The median of `values`; the mean of the middle two for an even count.
    ///
    /// - Parameter values: At least one value.
    /// - Returns: The median.
    static func median(_ values: [Double]) -> Double {
        quantile(values.sorted(), 0.5)
    }

    /// The `fraction` quantile of sorted values, interpolating between neighbours.
    ///
    /// - Parameters:
    ///   - sorted: At least one value, in increasing order.
    ///   - fraction: Between 0 and 1.
    /// - Returns: The quantile.
    static func quantile(_ sorted: [Double], _ fraction: Double) -> Double {
        precondition(!sorted.isEmpty, "No samples")
        let position = fraction * Double(sorted.count - 1)
        let lower = Int(position.rounded(.down))
        let upper = min(lower + 1, sorted.count - 1)
        let weight = position - Double(lower)
        return sorted[lower] * (1 - weight) + sorted[upper] * weight
    }
}
