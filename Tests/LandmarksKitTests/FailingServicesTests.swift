import GraftTesting
import Testing

@testable import LandmarksServices

/// The test target's `.failing` services: each call fails the test that makes it, naming the endpoint, and the
/// code under test goes on as it would after a failed call.
@MainActor
@Suite struct FailingServicesTests {
    @Test func anUnexpectedFetchFailsTheTestAndTheStoreShowsTheError() async {
        let service = LandmarkService.failing

        await withKnownIssue {
            await service.store.load()
        } matching: { issue in
            isUnimplementedCall(issue, of: "LandmarkService.fetchLandmarks")
        }

        #expect(service.store.loadingState.failureMessage?.hasPrefix("LandmarkService.fetchLandmarks") == true)
    }

    @Test func fetchingOneLandmarkFailsTheTestAndThrows() async throws {
        let denali = try #require(Landmark.ID("denali"))
        var thrown: (any Error)?

        await withKnownIssue {
            do {
                _ = try await LandmarkService.failing.fetchLandmark(denali)
            } catch {
                thrown = error
            }
        } matching: { issue in
            isUnimplementedCall(issue, of: "LandmarkService.fetchLandmark")
        }

        #expect(
            thrown as? UnimplementedEndpointError
                == UnimplementedEndpointError(endpoint: "LandmarkService.fetchLandmark"))
    }

    @Test func signingInFailsTheTestAndThrows() async {
        var thrown: (any Error)?

        await withKnownIssue {
            do {
                _ = try await AuthService.failing.signIn("demo", "landmarks")
            } catch {
                thrown = error
            }
        } matching: { issue in
            isUnimplementedCall(issue, of: "AuthService.signIn")
        }

        #expect(thrown as? UnimplementedEndpointError == UnimplementedEndpointError(endpoint: "AuthService.signIn"))
    }

    @Test func signingOutAndAskingForTheSessionFailTheTestAndFindNoOne() async {
        var session: Session? = .demo

        await withKnownIssue {
            await AuthService.failing.signOut()
            session = await AuthService.failing.currentSession()
        } matching: { issue in
            isUnimplementedCall(issue, of: "AuthService.signOut", "AuthService.currentSession")
        }

        #expect(session == nil)
    }
}

/// Whether `issue` is the failure an unimplemented endpoint reports for one of `endpoints`.
private func isUnimplementedCall(_ issue: Issue, of endpoints: String...) -> Bool {
    issue.comments.contains { comment in
        endpoints.contains { comment.rawValue.hasPrefix("\($0) is unimplemented") }
    }
}
