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
        // The outline FeatureTree's text rendering draws, with names only.
        TreeOutline.lines(from: self as any Routing, line: \.name, children: \.children).joined(separator: "\n")
    }
}
