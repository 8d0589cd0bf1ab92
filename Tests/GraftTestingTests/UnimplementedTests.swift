import GraftTesting
import Testing

@Suite struct UnimplementedTests {
    /// A closure-based service of the kind `unimplemented` is for.
    struct CatalogService: Sendable {
        var fetchAll: @Sendable () async throws -> [String]
        var fetchOne: @Sendable (_ id: Int, _ language: String) async throws -> String?
        var count: @Sendable () -> Int
        var save: @Sendable ([String]) throws -> Void
        var signOut: @Sendable () async -> Void
    }

    private let unimplementedService = CatalogService(
        fetchAll: unimplemented("CatalogService.fetchAll"),
        fetchOne: unimplemented("CatalogService.fetchOne"),
        count: unimplemented("CatalogService.count", placeholder: -1),
        save: unimplemented("CatalogService.save"),
        signOut: unimplemented("CatalogService.signOut", placeholder: ())
    )

    enum FetchError: Error, Equatable {
        case unavailable
    }

    /// A client whose endpoint has typed throws, as Docs/Testing.md shows it.
    struct CatalogClient: Sendable {
        var fetch: @Sendable (_ id: Int) async throws(FetchError) -> String
    }

    @Test func aTypedThrowsEndpointReportsThenThrowsTheGivenError() async {
        let client = CatalogClient(fetch: unimplemented("CatalogClient.fetch", throwing: FetchError.unavailable))
        await expectFailure(containing: ["CatalogClient.fetch is unimplemented"]) {
            do throws(FetchError) {
                _ = try await client.fetch(1)
                Issue.record("the endpoint did not throw")
            } catch {
                // `error` is a `FetchError` here, with no cast.
                #expect(error == .unavailable)
            }
        }
    }

    @Test func aTypedThrowsClosureReportsThenThrowsTheGivenError() {
        let fetch = { () throws(FetchError) in
            try unimplemented("CatalogClient.fetch", throwing: FetchError.unavailable)
        }
        expectFailure(containing: ["CatalogClient.fetch is unimplemented"]) {
            #expect(throws: FetchError.unavailable) { try fetch() }
        }
    }

    @Test func theMessageNamesTheEndpointAndTheFix() {
        #expect(
            UnimplementedEndpointError(endpoint: "LandmarkService.fetchLandmarks").description
                == "LandmarkService.fetchLandmarks is unimplemented: this test called it without providing an "
                + "implementation. Override it in the test's dependencies.")
    }

    @Test func aValueEndpointReportsThenReturnsThePlaceholder() {
        expectFailure(containing: ["CatalogService.count is unimplemented"]) {
            let count: Int = unimplemented("CatalogService.count", placeholder: 7)
            #expect(count == 7)
        }
    }

    @Test func aThrowingEndpointReportsThenThrows() {
        expectFailure(containing: ["CatalogService.save is unimplemented"]) {
            let save: @Sendable ([String]) throws -> Void = { _ in try unimplemented("CatalogService.save") }
            #expect(throws: UnimplementedEndpointError(endpoint: "CatalogService.save")) {
                try save(["a"])
            }
        }
    }

    @Test func anAsyncThrowingEndpointWithArgumentsReportsThenThrows() async {
        await expectFailure(containing: ["CatalogService.fetchOne is unimplemented"]) {
            await #expect(throws: UnimplementedEndpointError(endpoint: "CatalogService.fetchOne")) {
                try await unimplementedService.fetchOne(1, "en")
            }
        }
    }

    @Test func anAsyncThrowingEndpointWithoutArgumentsReportsThenThrows() async {
        await expectFailure(containing: ["CatalogService.fetchAll is unimplemented"]) {
            await #expect(throws: UnimplementedEndpointError.self) {
                try await unimplementedService.fetchAll()
            }
        }
    }

    @Test func aSynchronousThrowingEndpointReportsThenThrows() {
        expectFailure(containing: ["CatalogService.save is unimplemented"]) {
            #expect(throws: UnimplementedEndpointError.self) {
                try unimplementedService.save([])
            }
        }
    }

    @Test func endpointsWithPlaceholdersReportThenReturnThem() async {
        expectFailure(containing: ["CatalogService.count is unimplemented"]) {
            #expect(unimplementedService.count() == -1)
        }
        await expectFailure(containing: ["CatalogService.signOut is unimplemented"]) {
            await unimplementedService.signOut()
        }
    }

    @Test func eachCallIsReported() {
        let reported = CallRecorder<String>()
        withKnownIssue {
            _ = unimplementedService.count()
            _ = unimplementedService.count()
        } matching: { issue in
            reported.record(issue.comments.map(\.rawValue).joined())
            return true
        }
        #expect(reported.recorded.count == 2)
        #expect(reported.recorded.allSatisfy { $0.hasPrefix("CatalogService.count is unimplemented") })
    }

    @Test func anEndpointThatIsNotCalledReportsNothing() async throws {
        var service = unimplementedService
        service.fetchAll = { ["Crater Lake"] }
        #expect(try await service.fetchAll() == ["Crater Lake"])
    }
}
