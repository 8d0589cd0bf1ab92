import Foundation
import GraftTestSupport
import Testing

/// Stands in for Swift Testing's internal `CError(EINTR)`, which describes itself with `strerror`.
private struct InterruptedSystemCall: Error, CustomStringConvertible {
    var description: String { String(cString: strerror(EINTR)) }
}

private struct OtherError: Error {}

@Suite struct RetryingInterruptedSystemCallsTests {
    @Test func anInterruptedAttemptRunsAgainAndPasses() async {
        var attempts = 0
        await retryingInterruptedSystemCalls {
            attempts += 1
            if attempts == 1 { Issue.record(InterruptedSystemCall()) }
            return nil
        }
        #expect(attempts == 2)
    }

    @Test func whatFollowsAnInterruptionInTheSameAttemptIsNotRecorded() async {
        var attempts = 0
        await retryingInterruptedSystemCalls {
            attempts += 1
            if attempts == 1 {
                Issue.record(InterruptedSystemCall())
                Issue.record(OtherError())
            }
            return nil
        }
        #expect(attempts == 2)
    }

    @Test func anotherErrorIsRecordedWithoutRunningAgain() async {
        var attempts = 0
        await withKnownIssue {
            await retryingInterruptedSystemCalls {
                attempts += 1
                Issue.record(OtherError())
                return nil
            }
        } matching: { issue in
            issue.error is OtherError
        }
        #expect(attempts == 1)
    }

    @Test func everyAttemptInterruptedIsRecorded() async {
        var attempts = 0
        await withKnownIssue {
            await retryingInterruptedSystemCalls(attempts: 3) {
                attempts += 1
                Issue.record(InterruptedSystemCall())
                return nil
            }
        } matching: { issue in
            issue.error == nil && String(describing: issue.comments).contains("in each of 3 attempts")
        }
        #expect(attempts == 3)
    }

    @Test func anExitTestsResultIsReturned() async {
        let result = await retryingInterruptedSystemCalls {
            await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                FileHandle.standardError.write(Data("stopping".utf8))
                exit(EXIT_FAILURE)
            }
        }
        let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(output.contains("stopping"))
    }
}
