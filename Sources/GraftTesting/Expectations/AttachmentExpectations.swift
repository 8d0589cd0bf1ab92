/// Reports a test failure unless `child` is one of the children of `parent`.
///
/// The failure names both routers and lists the children `parent` has.
///
/// - Parameters:
///   - child: The router that should be attached.
///   - parent: The router it should be attached to.
///   - fileID: The file of the call, for the failure's location.
///   - filePath: The full path of that file, for XCTest.
///   - line: The line of the call.
///   - column: The column of the call.
@MainActor
public func expectAttached(
    _ child: any Routing,
    to parent: any Routing,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    guard !parent.children.contains(where: { $0 === child }) else { return }
    reportFailure(
        "Expected \(child.name) to be attached to \(parent.name), but \(childList(of: parent)).",
        at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Reports a test failure when `child` is one of the children of `parent`.
///
/// - Parameters:
///   - child: The router that should not be attached.
///   - parent: The router it should have been detached from, or never attached to.
///   - fileID: The file of the call, for the failure's location.
///   - filePath: The full path of that file, for XCTest.
///   - line: The line of the call.
///   - column: The column of the call.
@MainActor
public func expectDetached(
    _ child: any Routing,
    from parent: any Routing,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    guard parent.children.contains(where: { $0 === child }) else { return }
    reportFailure(
        "Expected \(child.name) to be detached from \(parent.name), but it is still attached.",
        at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Describes the children of `parent` for a failure message.
///
/// - Parameter parent: The router.
/// - Returns: For example `Lobby has no children` or `the children of Lobby are Settings, Profile`.
@MainActor
private func childList(of parent: any Routing) -> String {
    guard !parent.children.isEmpty else { return "\(parent.name) has no children" }
    return "the children of \(parent.name) are " + parent.children.map(\.name).joined(separator: ", ")
}
