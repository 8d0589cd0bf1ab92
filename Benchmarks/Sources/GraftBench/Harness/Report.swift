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
