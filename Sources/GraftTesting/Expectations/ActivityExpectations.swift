/// Reports a test failure unless `interactor` is active.
///
/// ```swift
/// lobbyRouter.launch(from: FakeWindow())
/// expectActive(lobbyRouter.interactable)
/// ```
///
/// - Parameters:
///   - interactor: The interactor, or any other scope, that should be active.
///   - fileID: The file of the call, for the failure's location.
///   - filePath: The full path of that file, for XCTest.
///   - line: The line of the call.
///   - column: The column of the call.
@MainActor
public func expectActive(
    _ interactor: any InteractorScope,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    guard !interactor.isActive else { return }
    reportFailure(
        "Expected \(type(of: interactor)) to be active, but it is inactive.",
        at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Reports a test failure unless `interactor` is inactive.
///
/// ```swift
/// lobbyRouter.routeAwayFromGreeting()
/// expectInactive(greetingRouter.interactable)
/// ```
///
/// - Parameters:
///   - interactor: The interactor, or any other scope, that should be inactive.
///   - fileID: The file of the call, for the failure's location.
///   - filePath: The full path of that file, for XCTest.
///   - line: The line of the call.
///   - column: The column of the call.
@MainActor
public func expectInactive(
    _ interactor: any InteractorScope,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    guard interactor.isActive else { return }
    reportFailure(
        "Expected \(type(of: interactor)) to be inactive, but it is active.",
        at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}
