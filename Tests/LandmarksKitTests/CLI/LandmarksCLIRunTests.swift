import Foundation
import Testing

@testable import LandmarksKit
@testable import LandmarksServices

/// The command line run in-process on a scripted terminal: sessions, exit statuses and prompts.
@MainActor
@Suite struct LandmarksCLIRunTests {
    private func run(
        _ arguments: [String], input: [String] = [], interactive: Bool = false, in directory: URL
    ) async -> (status: Int32, terminal: ScriptedTerminal) {
        let terminal = ScriptedTerminal(input: input, isInteractive: interactive)
        let status = await LandmarksCLI.run(
            arguments: arguments + ["--data-dir", directory.path], terminal: terminal)
        return (status, terminal)
    }

    @Test func aPipedSessionReadsThePasswordFromTheNextLine() async throws {
        try await withTemporaryDirectory { directory in
            let (status, terminal) = await run(
                [], input: ["login demo", "landmarks", "fav denali", "tree", "quit", "bogus"], in: directory)
            #expect(status == ExitStatus.success)
            #expect(
                terminal.output.map(featureOutline) == [
                    "Signed in as Demo Explorer (demo).", "Added Denali to your favourites.",
                    "Root", "  LoggedIn", "    Home", "      Favourites",
                ])
            #expect(terminal.diagnostics.isEmpty)
            #expect(terminal.prompts.isEmpty)
            let saved = try String(contentsOf: directory.appending(path: "favourites.json"), encoding: .utf8)
            #expect(saved.contains("\"denali\""))
        }
    }

    @Test func aPipedSessionGoesOnAfterAFailureAndExitsWithOne() async throws {
        try await withTemporaryDirectory { directory in
            let (status, terminal) = await run([], input: ["bogus", "list", "tree"], in: directory)
            #expect(status == ExitStatus.failure)
            #expect(terminal.output.map(featureOutline) == ["Root", "  LoggedOut"])
            #expect(
                terminal.diagnostics == [
                    "error: unknown command \"bogus\"; help lists the commands",
                    "error: list needs you to be signed in; sign in with: login USER (the demo user is demo)",
                ])
        }
    }

    @Test func anInteractiveSessionPromptsOffStandardOutputAndExitsWithZero() async throws {
        try await withTemporaryDirectory { directory in
            let (status, terminal) = await run(
                [], input: ["login demo", "wrong", "tree"], interactive: true, in: directory)
            #expect(status == ExitStatus.success)
            #expect(terminal.prompts == ["landmarks> ", "Password for demo: ", "landmarks> ", "landmarks> "])
            #expect(terminal.output.map(featureOutline) == ["Root", "  LoggedOut"])
            #expect(
                terminal.diagnostics == [
                    "Landmarks, the Graft example app. Type help for the commands, quit to leave.",
                    "error: cannot sign in: wrong user name or password",
                    "",
                ])
        }
    }

    @Test func oneShotCommandsExitWithTheirStatus() async throws {
        try await withTemporaryDirectory { directory in
            #expect(await run(["tree"], in: directory).status == ExitStatus.success)
            #expect(await run(["favs"], in: directory).status == ExitStatus.failure)
            #expect(
                await run(["--services", "preview", "show", "atlantis"], in: directory).status == ExitStatus.failure)
            #expect(await run(["list", "volcanoes"], in: directory).status == ExitStatus.usage)
            #expect(await run(["--services", "preview", "favs"], in: directory).status == ExitStatus.success)
        }
    }

    @Test func warnsAboutACorruptFavouritesFileAndGoesOn() async throws {
        try await withTemporaryDirectory { directory in
            try Data("not json".utf8).write(to: directory.appending(path: "favourites.json"))
            let (status, terminal) = await run(["tree"], in: directory)
            #expect(status == ExitStatus.success)
            #expect(terminal.diagnostics.count == 1)
            #expect(terminal.diagnostics.first?.hasPrefix("warning: favourites file ") == true)
            #expect(terminal.output.map(featureOutline) == ["Root", "  LoggedOut"])
        }
    }

    @Test func fetchesFromAnHTTPAPIGivenWithBaseURL() async throws {
        let server = try LoopbackHTTPServer.serving(NetworkClient.sampleAPIRoot)
        defer { server.stop() }
        try await withTemporaryDirectory { directory in
            let (status, terminal) = await run(
                ["--base-url", server.baseURL.absoluteString], input: ["login demo", "landmarks", "list"],
                in: directory)
            #expect(status == ExitStatus.success)
            #expect(terminal.diagnostics.isEmpty)
            // The sample API holds 28 valid landmarks.
            #expect(terminal.output.dropFirst().count == 28)
        }
    }

    @Test func reportsAnUnreachableBaseURLOnTheCommandThatNeedsIt() async throws {
        let baseURL = "http://127.0.0.1:\(try LoopbackHTTPServer.closedPort())/"
        try await withTemporaryDirectory { directory in
            let (status, terminal) = await run(
                ["--base-url", baseURL], input: ["login demo", "landmarks", "featured"], in: directory)
            #expect(status == ExitStatus.failure)
            #expect(terminal.diagnostics == ["error: cannot reach \(baseURL)v1/landmarks.json: connection refused"])
        }
    }
}
