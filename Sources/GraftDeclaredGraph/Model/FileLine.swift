/// A line in the analysed package, with the file's path relative to the package root.
struct FileLine: Codable, Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The file's path relative to the package root, such as `Sources/App/Home/HomeComponent.swift`.
    var file: String
    /// The one-based line.
    var line: Int
    /// The one-based column, where the declaration's name starts; 1 when only the line is known.
    var column: Int

    /// Creates a location.
    ///
    /// - Parameters:
    ///   - file: The file's path relative to the package root.
    ///   - line: The one-based line.
    ///   - column: The one-based column.
    init(file: String, line: Int, column: Int = 1) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line`, the form editors and CI logs link to.
    var description: String { "\(file):\(line)" }

    /// Orders by file, then by line.
    ///
    /// - Parameters:
    ///   - lhs: A location.
    ///   - rhs: Another location.
    /// - Returns: Whether `lhs` comes first.
    static func < (lhs: FileLine, rhs: FileLine) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}
