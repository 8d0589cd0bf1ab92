import Foundation
import Testing

/// Who should hear about a failure reported now: a Swift Testing test, a test runner, or nobody.
enum TestContext: Equatable, Sendable {
    /// A Swift Testing test is running on the current task.
    case swiftTesting

    /// The process runs tests, but no Swift Testing test is running on the current task: an XCTest test is
    /// running, or a Swift Testing test started the work outside its own task, for example in a detached task.
    case testRunner

    /// The process does not run tests: an app, a command-line tool, a preview.
    case notTesting

    /// The context of the current task and process.
    static var current: TestContext {
        let process = ProcessInfo.processInfo
        return TestContext(
            isInSwiftTestingTest: Test.current != nil, arguments: process.arguments, environment: process.environment)
    }

    /// Works out the context from what a process can see of itself.
    ///
    /// A process is a test runner when any of these holds:
    /// - its executable is a SwiftPM test bundle (`…PackageTests.xctest`, as on Linux), Apple's `xctest` tool, or
    ///   SwiftPM's `swiftpm-testing-helper`;
    /// - SwiftPM passed it `--testing-library`;
    /// - Xcode set one of the variables it gives test processes (`XCTestConfigurationFilePath`,
    ///   `XCTestBundlePath`, `XCTestSessionIdentifier`).
    ///
    /// - Parameters:
    ///   - isInSwiftTestingTest: Whether `Test.current` is set on the current task.
    ///   - arguments: The process's arguments, the executable first.
    ///   - environment: The process's environment variables.
    init(isInSwiftTestingTest: Bool, arguments: [String], environment: [String: String]) {
        if isInSwiftTestingTest {
            self = .swiftTesting
        } else if Self.isTestRunner(arguments: arguments, environment: environment) {
            self = .testRunner
        } else {
            self = .notTesting
        }
    }

    private static func isTestRunner(arguments: [String], environment: [String: String]) -> Bool {
        let executable = arguments.first?.split(whereSeparator: { $0 == "/" || $0 == "\\" }).last.map(String.init)
        if let executable,
            executable.hasSuffix(".xctest") || executable == "xctest" || executable == "swiftpm-testing-helper"
        {
            return true
        }
        if arguments.contains("--testing-library") {
            return true
        }
        let xcodeVariables = ["XCTestConfigurationFilePath", "XCTestBundlePath", "XCTestSessionIdentifier"]
        return xcodeVariables.contains { environment[$0] != nil }
    }
}
