import Foundation
import Synchronization
public import Testing

/// Runs `exitTest`, which holds one `#expect(processExitsWith:)`, again when a signal interrupted reading the child
/// process's output.
///
/// Swift Testing reads an exit test's standard output, standard error and events with `fread`, which stops with
/// EINTR when a signal whose handler lacks `SA_RESTART` reaches the reading thread; every test target shares one
/// test process on Linux. The exit test then records "Interrupted system call" as an issue, and what the
/// interruption breaks follows it: reading the child's events stops, so the child fails to write them and exits with
/// another status. Here that issue and every issue after it in the same attempt are known issues, and the exit test
/// runs again; every other issue is recorded as usual. Check the result after this call, so the checks see only the
/// last attempt's output.
///
/// ```swift
/// let result = await retryingInterruptedSystemCalls {
///     await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
///         _ = CyclicComponent().authService
///     }
/// }
/// let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
/// ```
///
/// - Parameters:
///   - attempts: How many times to run `exitTest` before recording that every attempt was interrupted.
///   - sourceLocation: Where the issue recorded after the last interrupted attempt points.
///   - exitTest: The exit test, returning the result of `#expect(processExitsWith:)`.
/// - Returns: The result of the last attempt; `nil` if the exit test did not run or every attempt was interrupted.
@discardableResult
public func retryingInterruptedSystemCalls(
    attempts: Int = 3, sourceLocation: SourceLocation = #_sourceLocation,
    _ exitTest: () async -> ExitTest.Result?
) async -> ExitTest.Result? {
    for _ in 1...attempts {
        let interruption = Interruption()
        var result: ExitTest.Result?
        await withKnownIssue("a signal interrupted reading the exit test's output", isIntermittent: true) {
            result = await exitTest()
        } matching: { issue in
            interruption.matches(issue)
        }
        if !interruption.happened { return result }
    }
    let message =
        "A signal interrupted reading the exit test's output in each of \(attempts) attempts; look for a test that "
        + "sends signals to the test process."
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    return nil
}

/// Whether an attempt recorded Swift Testing's `CError(EINTR)`, whose description is `strerror(EINTR)`; it matches
/// that issue and the ones that follow it.
private final class Interruption: Sendable {
    private static let description = String(cString: strerror(EINTR))
    private let recorded = Atomic(false)

    var happened: Bool { recorded.load(ordering: .sequentiallyConsistent) }

    func matches(_ issue: Issue) -> Bool {
        if let error = issue.error, String(describing: error) == Self.description {
            recorded.store(true, ordering: .sequentiallyConsistent)
        }
        return happened
    }
}
