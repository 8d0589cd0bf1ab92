import GraftTestSupport
import Testing

@testable import GraftTesting

@Suite struct ReportFailureTests {
    @Test func recordsAnIssueAtTheCallersLocation() {
        let callSite = CallSite(fileID: "Feature/FeatureTests.swift", filePath: #filePath, line: 42, column: 7)
        withKnownIssue {
            reportFailure("Greeting is not attached.", at: callSite)
        } matching: { issue in
            issue.comments.map(\.rawValue) == ["Greeting is not attached."]
                && issue.sourceLocation?.fileID == "Feature/FeatureTests.swift"
                && issue.sourceLocation?.line == 42 && issue.sourceLocation?.column == 7
        }
    }

    @Test func aTestRunnerHearsOfItThroughSwiftTestingToo() {
        let callSite = CallSite(fileID: #fileID, filePath: #filePath, line: #line, column: #column)
        expectFailure(containing: ["reported in a test runner"]) {
            reportFailure("reported in a test runner", at: callSite, in: .testRunner)
        }
    }

    // In the exit test's child process a Swift Testing test is not running on the task, but the process is still
    // a test runner, whose issues reach the parent; so the child asks for the not-testing path explicitly.
    @Test func outsideTestsItStopsWithTheMessage() async {
        let result = await retryingInterruptedSystemCalls {
            await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                reportFailure(
                    UnimplementedEndpointError(endpoint: "LandmarkService.fetchLandmarks").description,
                    at: CallSite(fileID: #fileID, filePath: #filePath, line: #line, column: #column),
                    in: .notTesting)
            }
        }
        let standardError = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            standardError.contains(
                "LandmarkService.fetchLandmarks is unimplemented: this test called it without providing an "
                    + "implementation. Override it in the test's dependencies."))
        #expect(standardError.contains("ReportFailureTests.swift"))
    }
}
