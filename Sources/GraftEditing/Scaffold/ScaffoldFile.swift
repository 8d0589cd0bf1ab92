/// One file that `graft new` writes.
package struct ScaffoldFile: Hashable, Sendable {
    /// Where the file goes: relative to the package's directory once placed, or just the file's name before.
    package var path: String
    /// The file's Swift source.
    var contents: String

    /// Creates a file.
    ///
    /// - Parameters:
    ///   - path: Where the file goes.
    ///   - contents: The file's Swift source.
    init(path: String, contents: String) {
        self.path = path
        self.contents = contents
    }
}
