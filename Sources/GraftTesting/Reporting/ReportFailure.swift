import Testing
import XCTest

/// Reports a failed expectation to the test library that is running, or stops the program outside tests.
///
/// Every GraftTesting helper reports through this one function:
/// - In a Swift Testing test, it records an issue at the caller's source location.
/// - Elsewhere in a test process, it records an issue and an XCTest failure. Each library ignores a failure while
///   it is not running a test of its own, so whichever is running, XCTest or Swift Testing, sees it once; Swift
///   Testing attributes an issue recorded outside any test's task to the run as a whole.
/// - Outside tests, it stops the program with the message, since nobody would see a recorded failure.
///
/// - Parameters:
///   - message: What went wrong, naming the objects or endpoints involved.
///   - callSite: Where the test called the helper that failed.
///   - context: Who should hear about it; the current task's and process's context unless a test simulates
///     another.
func reportFailure(_ message: String, at callSite: CallSite, in context: TestContext = .current) {
    switch context {
    case .swiftTesting:
        Issue.record(Comment(rawValue: message), sourceLocation: callSite.sourceLocation)
    case .testRunner:
        Issue.record(Comment(rawValue: message), sourceLocation: callSite.sourceLocation)
        XCTFail(message, file: callSite.filePath, line: callSite.line)
    case .notTesting:
        fatalError(message, file: callSite.filePath, line: callSite.line)
    }
}
