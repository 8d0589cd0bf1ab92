import Foundation

/// Number formats for the tables: a few significant digits, which is all the measurements support.
enum Format {
    /// A duration in nanoseconds, as "0.84", "12.3" or "1,204".
    ///
    /// - Parameter nanoseconds: The duration.
    /// - Returns: The formatted number, without a unit.
    static func nanoseconds(_ nanoseconds: Double) -> String {
        switch nanoseconds {
        case ..<10: String(format: "%.2f", nanoseconds)
        case ..<100: String(format: "%.1f", nanoseconds)
        default: grouped(nanoseconds)
        }
    }

    /// A ratio, as "2.41x" or "310x".
    ///
    /// - Parameter ratio: The ratio.
    /// - Returns: The formatted ratio with its "x".
    static func ratio(_ ratio: Double) -> String {
        switch ratio {
        case ..<10: String(format: "%.2fx", ratio)
        case ..<100: String(format: "%.1fx", ratio)
        default: grouped(ratio) + "x"
        }
    }

    /// A duration given in nanoseconds, in milliseconds with a few significant digits, as "312" or "8.7".
    ///
    /// - Parameter nanoseconds: The duration.
    /// - Returns: The formatted number of milliseconds, without a unit.
    static func milliseconds(_ nanoseconds: Double) -> String {
        Format.nanoseconds(nanoseconds / 1_000_000)
    }

    /// A number with two decimals, as "1.02".
    ///
    /// - Parameter value: The number.
    /// - Returns: The formatted number.
    static func decimal(_ value: Double) -> String {
        String(format: "%.2f", value)
    }

    /// A whole number with thousands separators, as "10,000".
    ///
    /// - Parameter value: The number, rounded to the nearest integer.
    /// - Returns: The formatted number.
    static func grouped(_ value: Double) -> String {
        let digits = String(Int(value.rounded()))
        var result = ""
        for (offset, digit) in digits.reversed().enumerated() {
            if offset > 0, offset % 3 == 0, digit != "-" { result.append(",") }
            result.append(digit)
        }
        return String(result.reversed())
    }
}
