extension Routing {
    /// The shape of the tree below this router: one `name` per line, each child indented two spaces more
    /// than its parent, children in the order they were attached.
    ///
    /// ```text
    /// Root
    ///   LoggedIn
    ///     Home
    ///     Favourites
    /// ```
    ///
    /// ``expectTree(_:matches:fileID:filePath:line:column:)`` compares it with what a test expects.
    public var treeDescription: String {
        var lines: [String] = []
        appendTreeLines(depth: 0, to: &lines)
        return lines.joined(separator: "\n")
    }

    private func appendTreeLines(depth: Int, to lines: inout [String]) {
        lines.append(String(repeating: "  ", count: depth) + name)
        for child in children {
            child.appendTreeLines(depth: depth + 1, to: &lines)
        }
    }
}
