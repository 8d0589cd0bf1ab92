import GraftTesting
import Testing

@testable import Core

/// Calls the generated `failing` variant of a service whose module has its own `unimplemented`, as a test that
/// reaches a service it should not does.
@Suite struct FailingServiceTests {
    @Test func eachEndpointFailsTheTestNamingTheServiceAndTheEndpoint() async {
        let service = PlacesService.failing

        await withKnownIssue {
            await #expect(throws: UnimplementedEndpointError(endpoint: "PlacesService.load")) {
                try await service.load()
            }
        } matching: { issue in
            Self.isUnimplementedCall(issue, of: "PlacesService.load")
        }
        withKnownIssue {
            #expect(service.count() == 0)
        } matching: { issue in
            Self.isUnimplementedCall(issue, of: "PlacesService.count")
        }
    }

    /// Whether `issue` is the failure an unimplemented endpoint reports for `endpoint`.
    private static func isUnimplementedCall(_ issue: Issue, of endpoint: String) -> Bool {
        issue.comments.contains { $0.rawValue.hasPrefix("\(endpoint) is unimplemented") }
    }
}
