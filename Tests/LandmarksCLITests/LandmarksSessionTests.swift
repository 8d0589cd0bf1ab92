import Foundation
import Testing

/// The built `landmarks` executable, run as users and scripts run it.
@Suite struct LandmarksSessionTests {
    private func run(_ arguments: [String], input: String = "", in home: URL) throws -> LandmarksBinary.Run {
        try LandmarksBinary.run(
            arguments + ["--data-dir", home.appending(path: "data-dir").path], input: input, home: home)
    }

    @Test func runsWithNoArgumentsAndEmptyInputAndExitsCleanly() throws {
        try withTemporaryDirectory { home in
            let run = try LandmarksBinary.run([], home: home)
            #expect(run.status == 0)
            #expect(run.standardOutput.isEmpty)
            #expect(run.standardError.isEmpty)
        }
    }

    @Test func showsUsageAndTheDemoAccount() throws {
        try withTemporaryDirectory { home in
            let run = try LandmarksBinary.run(["--help"], home: home)
            #expect(run.status == 0)
            #expect(run.outputLines.first == "Usage: landmarks [OPTIONS] [COMMAND]")
            #expect(run.outputLines.contains("Demo account: user demo, password landmarks."))
            for option in ["--services live|mock|preview", "--base-url URL", "--data-dir DIR", "--version"] {
                #expect(run.standardOutput.contains(option))
            }
            #expect(run.standardError.isEmpty)
        }
    }

    @Test func showsTheVersion() throws {
        try withTemporaryDirectory { home in
            let run = try LandmarksBinary.run(["--version"], home: home)
            #expect(run.status == 0)
            #expect(run.outputLines.count == 1)
            #expect(run.standardOutput.hasPrefix("landmarks "))
        }
    }

    @Test func printsTheTreeOnceAndExits() throws {
        try withTemporaryDirectory { home in
            let signedOut = try run(["tree"], in: home)
            #expect(signedOut.status == 0)
            #expect(signedOut.treeLines == ["Root", "  LoggedOut"])
            #expect(signedOut.standardError.isEmpty)

            let preview = try run(["--services", "preview", "tree"], in: home)
            #expect(preview.treeLines == ["Root", "  LoggedIn", "    Home", "      LandmarkList"])
            // Each line is Graft's live snapshot: activity, types, the component and its shared instances so far.
            let root = try #require(preview.outputLines.first)
            #expect(root.hasPrefix("Root (active) · RootRouter · RootInteractor"))
            #expect(root.contains("RootComponent: RootDependency"))
            #expect(preview.outputLines[1].contains("LoggedInComponent: LoggedInDependency"))
        }
    }

    @Test func writesTheLiveTreeAsAPageWithTreeHTML() throws {
        try withTemporaryDirectory { home in
            let page = home.appending(path: "tree.html")
            let missing = home.appending(path: "no-such-folder/tree.html")
            let run = try run(
                ["--services", "preview"], input: "tree --html \(page.path)\ntree --html \(missing.path)\n", in: home)
            #expect(run.outputLines == ["wrote the live feature tree to \(page.path); open it in a browser"])
            #expect(
                run.errorLines == [
                    "error: cannot write \(missing.path); check that its folder exists and that you may write there"
                ])
            let html = try String(contentsOf: page, encoding: .utf8)
            #expect(html.hasPrefix("<!DOCTYPE html>"))
            // The page's data is the live tree: the preview services sign in, so the list is attached.
            #expect(html.contains(#""kind":"tree""#))
            #expect(html.contains(#""path":"Root/LoggedIn/Home/LandmarkList""#))
            #expect(html.contains(#""type":"LandmarkListComponent""#))
        }
    }

    @Test func writesTheTreeAsAPageFromTheCommandLine() throws {
        try withTemporaryDirectory { home in
            let page = home.appending(path: "tree.html")
            let run = try run(["tree", "--html", page.path, "--services", "preview"], in: home)
            #expect(run.status == 0, "\(run.standardError)")
            #expect(run.outputLines == ["wrote the live feature tree to \(page.path); open it in a browser"])
            let html = try String(contentsOf: page, encoding: .utf8)
            #expect(html.contains(#""path":"Root/LoggedIn/Home/LandmarkList""#))
        }
    }

    @Test func runsAPipedSessionFromSignInToSignOut() throws {
        try withTemporaryDirectory { home in
            let script = [
                "login demo", "landmarks", "list lakes", "show crater-lake", "fav crater-lake", "favs", "tree",
                "profile", "logout", "tree",
            ]
            let run = try run([], input: script.joined(separator: "\n") + "\n", in: home)
            #expect(run.status == 0)
            #expect(run.standardError.isEmpty)
            let lines = run.outputLines
            #expect(lines.first == "Signed in as Demo Explorer (demo).")
            #expect(lines.contains { $0.hasPrefix("crater-lake   Crater Lake (lakes, ") })
            #expect(lines.contains("crater-lake: Crater Lake"))
            #expect(lines.contains("Added Crater Lake to your favourites."))
            #expect(lines.contains("crater-lake  Crater Lake (lakes, Oregon, USA)"))
            #expect(
                run.treeLines.joined(separator: "\n").contains(
                    ["Root", "  LoggedIn", "    Home", "      Favourites"].joined(separator: "\n")))
            #expect(lines.contains("Viewed this session: crater-lake"))
            #expect(Array(run.treeLines.suffix(3)) == ["Signed out demo.", "Root", "  LoggedOut"])
            let favourites = try String(
                contentsOf: home.appending(path: "data-dir/favourites.json"), encoding: .utf8)
            #expect(favourites.contains("\"crater-lake\""))
        }
    }

    @Test func listsOneLandmarkPerLineStartingWithItsID() throws {
        try withTemporaryDirectory { home in
            let run = try run([], input: "login demo\nlandmarks\nlist\nfeatured\n", in: home)
            let rows = run.outputLines.dropFirst()
            // The embedded sample API has 28 valid landmarks, 8 of them featured.
            #expect(rows.count == 28 + 8)
            for row in rows {
                let id = row.prefix { $0 != " " }
                #expect(!id.isEmpty && id.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" }, "\(row)")
            }
        }
    }

    @Test func neverPrintsOrLogsTheSessionToken() throws {
        try withTemporaryDirectory { home in
            let run = try run([], input: "login demo\nlandmarks\nprofile\nshow denali\nlogout\n", in: home)
            let log = try String(contentsOf: home.appending(path: "data-dir/analytics.log"), encoding: .utf8)
            #expect(log.contains("signed_in"))
            // A live token is 64 hexadecimal digits, sent only as "Bearer <token>".
            let token = /[0-9a-f]{64}|Bearer/
            for text in [run.standardOutput, run.standardError, log] {
                #expect(text.contains(token) == false)
            }
        }
    }

    @Test func keepsFavouritesAcrossRuns() throws {
        try withTemporaryDirectory { home in
            _ = try run([], input: "login demo\nlandmarks\nfav denali\nfav taj-mahal\nunfav denali\n", in: home)
            let second = try run([], input: "login demo\nlandmarks\nfavs\n", in: home)
            #expect(second.outputLines.dropFirst().map { String($0.prefix { $0 != " " }) } == ["taj-mahal"])
        }
    }

    @Test func stopsReadingAtQuit() throws {
        try withTemporaryDirectory { home in
            let run = try run([], input: "tree\nquit\nbogus\n", in: home)
            #expect(run.status == 0)
            #expect(run.treeLines == ["Root", "  LoggedOut"])
            #expect(run.standardError.isEmpty)
        }
    }
}
