import Testing

@testable import Graft

@MainActor
@Suite(.timeLimit(.minutes(1)))
struct LatestValueTests {
    @Test func waitReturnsTheLatestValueAtOnce() async throws {
        let latest = LatestValue<String>("Ada")
        latest.value = "Grace"

        #expect(try await latest.wait() == "Grace")
    }

    @Test func waitSuspendsUntilTheNextValueWhileThereIsNone() async throws {
        let latest = LatestValue<String>("Ada")
        latest.value = nil
        let first = Task { try await latest.wait() }
        let second = Task { try await latest.wait() }
        await Self.until { latest.waiterCount == 2 }

        latest.value = "Grace"

        #expect(try await first.value == "Grace")
        #expect(try await second.value == "Grace")
        #expect(latest.waiterCount == 0)
    }

    @Test func cancellingAWaitThrowsCancellationError() async {
        let latest = LatestValue<String>()
        let waiting = Task { try await latest.wait() }
        await Self.until { latest.waiterCount == 1 }

        waiting.cancel()

        await #expect(throws: CancellationError.self) { try await waiting.value }
        #expect(latest.waiterCount == 0)
    }

    /// Returns once `condition` holds, or after many turns of the main actor, so a broken test fails instead of
    /// hanging.
    private static func until(_ condition: () -> Bool) async {
        for _ in 0..<100_000 where !condition() {
            await Task.yield()
        }
    }
}
