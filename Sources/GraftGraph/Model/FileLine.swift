/// A line in the analysed package, with the file's path relative to the package root.
public struct FileLine: Codable, Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The file's path relative to the package root, such as `Sources/App/Home/HomeComponent.swift`.
    public var file: String
    /// The one-based line.
    public var line: Int

    /// Creates a location.
    ///
    /// - Parameters:
    ///   - file: The file's path relative to the package root.
    ///   - line: The one-based line.
    public init(file: String, line: Int) {
        self.file = file
        self.line = line
    }

    /// `file:line`, the form editors and CI logs link to.
    public var description: String { "\(file):\(line)" }

    /// Orders by file, then by line.
    ///
    /// - Parameters:
    ///   - lhs: A location.
    ///   - rhs: Another location.
    /// - Returns: Whether `lhs` comes first.
    public static func < (lhs: FileLine, rhs: FileLine) -> Bool {
        (lhs.file, lhs.line) < (rhs.file, rhs.line)
    }
}
