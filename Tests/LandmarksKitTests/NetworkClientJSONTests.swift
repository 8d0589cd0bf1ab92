import Foundation
import LandmarksServices
import Testing

/// The layer above every transport: status codes and decoding, tested with a client that returns canned
/// responses.
@Suite struct NetworkClientJSONTests {
    private struct Greeting: Decodable, Equatable {
        var text: String
    }

    private let url = URL(string: "https://example.invalid/v1/greeting.json")!

    private func client(status: Int, body: String) -> NetworkClient {
        NetworkClient { _ in NetworkResponse(statusCode: status, body: Data(body.utf8)) }
    }

    @Test func decodesASuccessfulResponse() async throws {
        let greeting = try await client(status: 200, body: #"{"text": "hello"}"#).get(Greeting.self, from: url)
        #expect(greeting == Greeting(text: "hello"))
    }

    @Test func asksForJSONWithAGet() async throws {
        let client = NetworkClient { request in
            #expect(request.method == "GET")
            #expect(request.headers["Accept"] == "application/json")
            #expect(request.url == url)
            return NetworkResponse(statusCode: 200, body: Data(#"{"text": ""}"#.utf8))
        }
        _ = try await client.get(Greeting.self, from: url)
    }

    @Test func turns404IntoNotFound() async {
        await #expect(throws: NetworkError.notFound(url)) {
            try await client(status: 404, body: "").get(Greeting.self, from: url)
        }
    }

    @Test(arguments: [301, 400, 500, 503])
    func turnsOtherFailingStatusesIntoHTTPStatus(_ status: Int) async {
        await #expect(throws: NetworkError.httpStatus(status, url)) {
            try await client(status: status, body: "").get(Greeting.self, from: url)
        }
    }

    @Test(arguments: [
        ("not json", "the body is not valid JSON"),
        (#"{"words": "hello"}"#, #"missing key "text""#),
        (#"{"text": 42}"#, "expected String at .text"),
    ])
    func turnsAnUnexpectedBodyIntoUndecodable(body: String, reason: String) async {
        await #expect(throws: NetworkError.undecodable(url, reason: reason)) {
            try await client(status: 200, body: body).get(Greeting.self, from: url)
        }
    }

    @Test func describesEachErrorOnOneLineNamingTheURL() {
        let errors: [NetworkError] = [
            .unreachable(url, reason: "connection refused"), .unsupportedScheme(url), .notFound(url),
            .httpStatus(500, url), .undecodable(url, reason: "the body is not valid JSON"),
        ]
        for error in errors {
            #expect(error.description.contains(url.absoluteString))
            #expect(!error.description.contains("\n"))
        }
    }
}
