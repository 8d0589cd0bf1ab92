import Foundation
import Testing

/// Every kind of bad input gets one clear line on standard error, no stack trace, and the documented status:
/// 64 for a command line that cannot be understood, 1 for anything else, and a piped session that goes on.
@Suite struct LandmarksBadInputTests {
    private func run(_ arguments: [String], input: String = "", in home: URL) throws -> LandmarksBinary.Run {
        try LandmarksBinary.run(
            arguments + ["--data-dir", home.appending(path: "data-dir").path], input: input, home: home)
    }

    @Test(
        arguments: [
            (["--verbose"], "error: unknown option \"--verbose\"; landmarks --help lists the options"),
            (["--services"], "error: --services needs a value, as in: --services mock"),
            (
                ["--services", "fake"],
                "error: unknown services \"fake\" for --services; choose one of live, mock, preview"
            ),
            (
                ["--base-url", "not a url"],
                "error: --base-url needs an http or https URL, as in http://127.0.0.1:8080/, not \"not a url\""
            ),
            (["bogus"], "error: unknown command \"bogus\"; help lists the commands"),
            (["show"], "error: show needs a landmark id, as in: show crater-lake"),
            (
                ["list", "volcanoes"],
                "error: unknown category \"volcanoes\"; choose one of bridges, canyons, lakes, monuments, mountains, "
                    + "rivers, waterfalls"
            ),
        ])
    func aCommandLineThatCannotBeUnderstoodExitsWith64(arguments: [String], message: String) throws {
        try withTemporaryDirectory { home in
            let run = try run(arguments, in: home)
            #expect(run.status == 64)
            #expect(run.errorLines == [message])
            #expect(run.standardOutput.isEmpty)
        }
    }

    @Test func aMissingDataDirectoryValueIsAUsageError() throws {
        try withTemporaryDirectory { home in
            let run = try LandmarksBinary.run(["tree", "--data-dir"], home: home)
            #expect(run.status == 64)
            #expect(run.errorLines == ["error: --data-dir needs a value, as in: --data-dir /tmp/landmarks"])
        }
    }

    @Test(
        arguments: [
            (["favs"], "error: favs needs you to be signed in; sign in with: login USER (the demo user is demo)"),
            (
                ["--services", "preview", "show", "atlantis"],
                "error: no landmark has the id \"atlantis\"; list shows every id"
            ),
        ])
    func aOneShotCommandThatFailsExitsWith1(arguments: [String], message: String) throws {
        try withTemporaryDirectory { home in
            let run = try run(arguments, in: home)
            #expect(run.status == 1)
            #expect(run.errorLines == [message])
        }
    }

    @Test func aWrongPasswordIsRejected() throws {
        try withTemporaryDirectory { home in
            let run = try run([], input: "login demo\nhunter2\ntree\n", in: home)
            #expect(run.status == 1)
            #expect(run.errorLines == ["error: cannot sign in: wrong user name or password"])
            #expect(run.treeLines == ["Root", "  LoggedOut"])
            #expect(run.standardError.contains("hunter2") == false)
        }
    }

    @Test func aPipedSessionReportsEachBadCommandAndGoesOn() throws {
        try withTemporaryDirectory { home in
            let script = [
                "bogus", "show", "login demo", "landmarks", "list volcanoes", "show atlantis", "show Not_An_ID",
                "fav atlantis", "login demo", "tree",
            ]
            let run = try run([], input: script.joined(separator: "\n") + "\n", in: home)
            #expect(run.status == 1)
            #expect(
                run.errorLines == [
                    "error: unknown command \"bogus\"; help lists the commands",
                    "error: show needs a landmark id, as in: show crater-lake",
                    "error: unknown category \"volcanoes\"; choose one of bridges, canyons, lakes, monuments, mountains, "
                        + "rivers, waterfalls",
                    "error: no landmark has the id \"atlantis\"; list shows every id",
                    "error: \"Not_An_ID\" is not a landmark id; ids are lowercase words joined by hyphens, as in "
                        + "golden-gate-bridge",
                    "error: no landmark has the id \"atlantis\"; list shows every id",
                    "error: already signed in as demo; sign out first with: logout",
                ])
            #expect(Array(run.treeLines.suffix(4)) == ["Root", "  LoggedIn", "    Home", "      Favourites"])
        }
    }

    @Test func anUnreachableBaseURLIsReportedByTheCommandThatNeedsIt() throws {
        let baseURL = "http://127.0.0.1:\(try LandmarksBinary.closedPort())/"
        try withTemporaryDirectory { home in
            let run = try run(["--base-url", baseURL], input: "login demo\nlandmarks\nlist\n", in: home)
            #expect(run.status == 1)
            #expect(run.errorLines == ["error: cannot reach \(baseURL)v1/landmarks.json: connection refused"])
            #expect(run.outputLines == ["Signed in as Demo Explorer (demo)."])
        }
    }

    @Test func aDataDirectoryThatIsAFileStopsTheStart() throws {
        try withTemporaryDirectory { home in
            let file = home.appending(path: "not-a-directory")
            try Data("x".utf8).write(to: file)
            let run = try LandmarksBinary.run(["--data-dir", file.path], input: "tree\n", home: home)
            #expect(run.status == 1)
            #expect(
                run.errorLines == [
                    "error: cannot use data directory \(file.path): it is a file, not a directory; choose another "
                        + "with --data-dir DIR"
                ])
            #expect(run.standardOutput.isEmpty)
        }
    }

    @Test func aCorruptFavouritesFileIsMovedAsideWithOneWarning() throws {
        try withTemporaryDirectory { home in
            let dataDirectory = home.appending(path: "data-dir")
            try FileManager.default.createDirectory(at: dataDirectory, withIntermediateDirectories: true)
            try Data("{not json".utf8).write(to: dataDirectory.appending(path: "favourites.json"))
            let run = try run(["tree"], in: home)
            #expect(run.status == 0)
            #expect(run.errorLines.count == 1)
            #expect(
                run.standardError.hasPrefix(
                    "warning: favourites file \(dataDirectory.path)/favourites.json was corrupt"))
            #expect(run.treeLines == ["Root", "  LoggedOut"])
            let names = try FileManager.default.contentsOfDirectory(atPath: dataDirectory.path)
            #expect(names.contains { $0.hasPrefix("favourites.json.corrupt-") })
        }
    }

    @Test func aMissingPasswordAtTheEndOfInputIsReported() throws {
        try withTemporaryDirectory { home in
            let run = try run([], input: "login demo\n", in: home)
            #expect(run.status == 1)
            #expect(
                run.errorLines == ["error: login demo needs a password, typed after it (on the next line when piped)"])
        }
    }
}
