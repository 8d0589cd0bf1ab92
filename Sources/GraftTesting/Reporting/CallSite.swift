import Testing

/// Where a test called a GraftTesting helper, in both forms the test libraries take: Swift Testing's
/// `SourceLocation`, and XCTest's `file` and `line`.
///
/// XCTest needs the file as a `StaticString`, which cannot be made from a `String` at run time, so helpers take
/// `#fileID`, `#filePath`, `#line` and `#column` separately rather than a `SourceLocation`.
struct CallSite: Sendable {
    let fileID: String
    let filePath: StaticString
    let line: UInt
    let column: UInt

    /// The call site as Swift Testing records it.
    var sourceLocation: SourceLocation {
        SourceLocation(fileID: fileID, filePath: "\(filePath)", line: Int(line), column: Int(column))
    }
}
