/// One file that `graft new` writes.
public struct ScaffoldFile: Hashable, Sendable {
    /// Where the file goes: relative to the package's directory once placed, or just the file's name before.
    public var path: String
    /// The file's Swift source.
    public var contents: String

    /// Creates a file.
    ///
    /// - Parameters:
    ///   - path: Where the file goes.
    ///   - contents: The file's Swift source.
    public init(path: String, contents: String) {
        self.path = path
        self.contents = contents
    }
}
