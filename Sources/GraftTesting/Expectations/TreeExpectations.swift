/// Reports a test failure unless the tree below `router` has the shape `expected` draws.
///
/// Draw the tree as ``Graft/Routing/treeDescription`` does: one router name per line, each child indented two spaces
/// more than its parent. A multi-line string literal reads like the tree:
///
/// ```swift
/// expectTree(rootRouter, matches: """
///     Root
///       LoggedIn
///         Home
///     """)
/// ```
///
/// Blank lines before and after the tree, trailing spaces and indentation common to every line are ignored. On a
/// mismatch, the failure shows the expected and the actual tree.
///
/// - Parameters:
///   - router: The router at the top of the tree to check.
///   - expected: The expected tree, one name per line.
///   - fileID: The file of the call, for the failure's location.
///   - filePath: The full path of that file, for XCTest.
///   - line: The line of the call.
///   - column: The column of the call.
@MainActor
public func expectTree(
    _ router: any Routing,
    matches expected: String,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    let expectedTree = normalizedTree(expected)
    let actualTree = router.treeDescription
    guard expectedTree != actualTree else { return }
    reportFailure(
        "The tree below \(router.name) does not match.\nExpected:\n\(expectedTree)\nActual:\n\(actualTree)",
        at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Removes what a drawing of a tree may carry besides the tree: surrounding blank lines, trailing spaces, and
/// indentation common to every line.
///
/// - Parameter drawing: A tree drawn one name per line.
/// - Returns: The tree in the form of ``Graft/Routing/treeDescription``.
private func normalizedTree(_ drawing: String) -> String {
    var lines = drawing.split(separator: "\n", omittingEmptySubsequences: false).map { line in
        String(line.reversed().drop(while: \.isWhitespace).reversed())
    }
    while lines.first?.isEmpty == true {
        lines.removeFirst()
    }
    while lines.last?.isEmpty == true {
        lines.removeLast()
    }
    let commonIndentation =
        lines.filter { !$0.isEmpty }.map { $0.prefix(while: { $0 == " " }).count }.min() ?? 0
    return lines.map { String($0.dropFirst(commonIndentation)) }.joined(separator: "\n")
}
