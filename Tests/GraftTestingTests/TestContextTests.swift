import Testing

@testable import GraftTesting

@Suite struct TestContextTests {
    @Test func aRunningSwiftTestingTestComesFirst() {
        let context = TestContext(isInSwiftTestingTest: true, arguments: ["/usr/bin/landmarks"], environment: [:])
        #expect(context == .swiftTesting)
    }

    @Test(arguments: [
        ["/work/.build/debug/GraftPackageTests.xctest"],
        ["/work/.build/debug/GraftPackageTests.xctest", "--testing-library", "swift-testing"],
        ["/Applications/Xcode.app/Contents/Developer/usr/bin/xctest", "GraftPackageTests.xctest"],
        ["/usr/bin/swiftpm-testing-helper", "--test-bundle-path", "GraftPackageTests.xctest"],
        ["/tmp/runner", "--testing-library", "xctest"],
    ])
    func aTestProcessIsATestRunner(arguments: [String]) {
        let context = TestContext(isInSwiftTestingTest: false, arguments: arguments, environment: [:])
        #expect(context == .testRunner)
    }

    @Test func xcodesTestVariablesMarkATestRunner() {
        let context = TestContext(
            isInSwiftTestingTest: false, arguments: ["/tmp/Landmarks.app/Landmarks"],
            environment: ["XCTestConfigurationFilePath": "/tmp/config.xctestconfiguration"])
        #expect(context == .testRunner)
    }

    @Test func anyOtherProcessIsNotTesting() {
        let context = TestContext(
            isInSwiftTestingTest: false, arguments: ["/usr/local/bin/landmarks", "--list"],
            environment: ["HOME": "/root"])
        #expect(context == .notTesting)
    }

    @Test func thisTestRunsUnderSwiftTesting() {
        #expect(TestContext.current == .swiftTesting)
    }

    @Test func workOutsideTheTestsTaskIsStillInATestRunner() async {
        let context = await Task.detached { TestContext.current }.value
        #expect(context == .testRunner)
    }
}
