extension CallRecorder where Call: Equatable {
    /// Reports a test failure unless the recorded calls are exactly `expected`, in that order.
    ///
    /// The failure lists both the expected and the recorded calls.
    ///
    /// - Parameters:
    ///   - expected: The calls the test expects, oldest first; empty to expect none.
    ///   - fileID: The file of the call, for the failure's location.
    ///   - filePath: The full path of that file, for XCTest.
    ///   - line: The line of the call.
    ///   - column: The column of the call.
    public func expect(
        _ expected: [Call],
        fileID: String = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        let recorded = recorded
        guard recorded != expected else { return }
        reportFailure(
            "Expected the calls \(expected), but recorded \(recorded).",
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }
}
