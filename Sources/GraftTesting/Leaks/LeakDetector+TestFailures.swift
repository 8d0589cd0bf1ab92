extension LeakDetector {
    /// A detector that turns each leak it finds into a test failure.
    ///
    /// Give it to the root router of a whole-tree test; every router below uses it, so leaks found in other tests
    /// running at the same time do not reach this one. It is on even in release builds. Wait for its checks before
    /// the test ends:
    ///
    /// ```swift
    /// let detector = LeakDetector.reportingTestFailures()
    /// rootRouter.leakDetector = detector
    /// rootRouter.launch(from: FakeWindow())
    /// // Drive the tree: sign in, sign out…
    /// await detector.waitForPendingChecks()
    /// ```
    ///
    /// Each failure is the detector's `LeakReport` line, naming the object's type, kind and tree path, at the
    /// location where the detector was made.
    ///
    /// - Parameters:
    ///   - gracePeriod: How long after a detach its objects may stay alive.
    ///   - fileID: The file of the call, for the failures' location.
    ///   - filePath: The full path of that file, for XCTest.
    ///   - line: The line of the call.
    ///   - column: The column of the call.
    /// - Returns: An enabled detector.
    public static func reportingTestFailures(
        gracePeriod: Duration = .milliseconds(100),
        fileID: String = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> LeakDetector {
        let callSite = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let detector = LeakDetector(gracePeriod: gracePeriod) { report in
            reportFailure(report.description, at: callSite)
        }
        detector.isEnabled = true
        return detector
    }
}
