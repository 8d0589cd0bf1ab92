import Foundation

// The printed results: the tables, the goals and the number formats.

/// Prints the results as plain-text tables, section by section, and the goals at the end.
@MainActor
final class Report {
    private var goals: [Goal] = []

    /// Starts a section with a title and lines explaining what it measures.
    ///
    /// - Parameters:
    ///   - title: The section's title.
    ///   - notes: Lines printed under the title.
    func section(_ title: String, notes: [String] = []) {
        print("\n\(title)")
        print(String(repeating: "=", count: title.count))
        for note in notes { print(note) }
    }

    /// Prints a table: the first column left-aligned, the others right-aligned.
    ///
    /// - Parameters:
    ///   - header: The column titles.
    ///   - rows: The cells, one array per row, as many as the header.
    func table(_ header: [String], _ rows: [[String]]) {
        let all = [header] + rows
        let widths = header.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                return column == 0 ? cell + padding : padding + cell
            }.joined(separator: "   ")
        }
        print(line(header))
        print(widths.map { String(repeating: "-", count: $0) }.joined(separator: "   "))
        for row in rows { print(line(row)) }
    }

    /// Records a goal and prints its verdict under the current section.
    ///
    /// - Parameter goal: The goal and its measured figure.
    func record(_ goal: Goal) {
        goals.append(goal)
        print("goal: \(goal.statement): \(goal.measured), \(goal.verdict)")
    }

    /// Prints every goal recorded in the run, and the sink's checksum so no measured read could be dropped.
    func printSummary() {
        if !goals.isEmpty {
            section("Goals")
            table(["goal", "measured", "verdict"], goals.map { [$0.statement, $0.measured, $0.verdict] })
        }
        print("\nchecksum of everything read: \(Sink.shared.value)")
    }
}

/// A target from the benchmark issue, with the figure measured against it.
struct Goal {
    /// What the goal asks, such as "warm read at most 3x a hand-wired read".
    let statement: String
    /// The measured figure, formatted, such as "2.41x".
    let measured: String
    /// Whether the measured figure meets the goal, or `nil` when this run could not measure it fairly.
    let isMet: Bool?

    /// `"met"`, `"NOT MET"` or `"not measurable in this run"`, as the table prints it.
    var verdict: String {
        switch isMet {
        case true?: "met"
        case false?: "NOT MET"
        case nil: "not measurable in this run"
        }
    }
}

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
