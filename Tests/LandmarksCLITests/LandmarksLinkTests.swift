import Foundation
import Testing

/// `open URL` and `landmarks open URL`, run on the built executable: each link form, before and after sign-in, and
/// each bad link.
@Suite struct LandmarksLinkTests {
    private func run(_ arguments: [String], input: String = "", in home: URL) throws -> LandmarksBinary.Run {
        try LandmarksBinary.run(
            arguments + ["--data-dir", home.appending(path: "data-dir").path], input: input, home: home)
    }

    private static let signIn = "login demo\nlandmarks\n"

    /// Each link, the first line it prints and the screen it leaves attached below Home (with the detail below it).
    private static let links: [(url: String, firstLine: String, screens: [String])] = [
        ("landmarks://landmark/taj-mahal", "taj-mahal: Taj Mahal", ["      LandmarkList", "        LandmarkDetail"]),
        (
            "landmarks://favourites", "taj-mahal  Taj Mahal (monuments, India)",
            ["      Favourites"]
        ),
        (
            "landmarks://featured", "golden-gate-bridge  Golden Gate Bridge (bridges, California, USA)",
            ["      Featured"]
        ),
        ("landmarks://profile", "Demo Explorer (demo)", ["      Profile"]),
    ]

    /// Makes Taj Mahal a favourite in `home`'s data, so the favourites link has one to list.
    private func seedFavourite(in home: URL) throws {
        let seeded = try run([], input: Self.signIn + "fav taj-mahal\n", in: home)
        try #require(seeded.status == 0)
    }

    @Test func theHelpListsBothForms() throws {
        try withTemporaryDirectory { home in
            let help = try run(["--help"], in: home)
            #expect(help.outputLines.contains { $0.hasPrefix("  open URL ") })
            #expect(help.standardOutput.contains("landmarks open URL opens a link."))
            #expect(
                help.outputLines.contains(
                    "  printf 'login demo\\nlandmarks\\n' | landmarks open landmarks://landmark/taj-mahal"))

            let session = try run([], input: "help\n", in: home)
            #expect(session.outputLines.contains { $0.hasPrefix("  open URL ") })
        }
    }

    /// Every distinct `landmarks://` link that `--help` and the `help` command print, as a user would copy it.
    private func linksInTheHelp(in home: URL) throws -> [String] {
        let help = try run(["--help"], in: home).standardOutput + run([], input: "help\n", in: home).standardOutput
        let words = help.split { $0 == " " || $0 == "\n" || $0 == "," }.map(String.init)
        // landmarks://landmark/ID names the form: ID stands for an id.
        return Set(words.filter { $0.hasPrefix("landmarks://") && $0 != "landmarks://landmark/ID" }).sorted()
    }

    @Test func theHelpsExampleOpensTheLandmarkOnThePreviewServices() throws {
        try withTemporaryDirectory { home in
            // The help's piped sign-in; the preview services start signed in, so the link opens at once.
            let run = try run(
                ["--services", "preview", "open", "landmarks://landmark/taj-mahal"], input: Self.signIn, in: home)

            #expect(run.status == 0)
            #expect(run.outputLines.first == "taj-mahal: Taj Mahal")
            #expect(run.standardError.isEmpty)
        }
    }

    @Test(arguments: ["live", "mock", "preview"])
    func everyLinkInTheHelpOpensOnEachServiceSet(services: String) throws {
        try withTemporaryDirectory { home in
            let links = try linksInTheHelp(in: home)
            #expect(links.contains("landmarks://landmark/taj-mahal"))
            #expect(links.contains("landmarks://profile"))
            for link in links {
                let run = try run(["--services", services, "open", link], input: Self.signIn, in: home)

                #expect(run.status == 0, "\(link): \(run.standardError)")
                #expect(!run.errorLines.contains { $0.hasPrefix("error: ") }, "\(link): \(run.standardError)")
                let landmarkPrefix = "landmarks://landmark/"
                if link.hasPrefix(landmarkPrefix) {
                    let id = link.dropFirst(landmarkPrefix.count)
                    #expect(run.outputLines.contains { $0.hasPrefix("\(id): ") }, "\(link): \(run.standardOutput)")
                }
            }
        }
    }

    @Test func theOneShotFormSignsInOpensTheLinkAndExits() throws {
        try withTemporaryDirectory { home in
            // The profile command after the password is never read: the program exits once the link has opened.
            let run = try run(
                ["open", "landmarks://landmark/taj-mahal"], input: Self.signIn + "profile\n", in: home)

            #expect(run.status == 0)
            #expect(run.outputLines.prefix(2) == ["Signed in as Demo Explorer (demo).", "taj-mahal: Taj Mahal"])
            #expect(!run.standardOutput.contains("Demo Explorer (demo)\n"))
            #expect(
                run.errorLines == [
                    "note: landmarks://landmark/taj-mahal will open once you sign in; sign in with: login USER"
                ])
        }
    }

    @Test(arguments: links.map(\.url))
    func theOneShotFormOpensEachLinkBeforeSignIn(url: String) throws {
        let link = try #require(Self.links.first { $0.url == url })
        try withTemporaryDirectory { home in
            try seedFavourite(in: home)
            let run = try run(["open", url], input: Self.signIn, in: home)

            #expect(run.status == 0)
            #expect(run.outputLines.prefix(2) == ["Signed in as Demo Explorer (demo).", link.firstLine])
        }
    }

    @Test(arguments: links.map(\.url))
    func theOneShotFormOpensEachLinkAtOnceWhenSignedIn(url: String) throws {
        try withTemporaryDirectory { home in
            // The preview services start signed in.
            let run = try run(["--services", "preview", "open", url], in: home)

            #expect(run.status == 0)
            #expect(!run.outputLines.isEmpty)
            #expect(run.standardError.isEmpty)
        }
    }

    @Test(arguments: links.map(\.url))
    func aLinkBeforeSignInOpensWhenTheUserSignsInWhereManualNavigationWould(url: String) throws {
        let link = try #require(Self.links.first { $0.url == url })
        try withTemporaryDirectory { home in
            try seedFavourite(in: home)
            let run = try run([], input: "open \(url)\n" + Self.signIn + "tree\n", in: home)

            #expect(run.status == 0)
            #expect(run.outputLines.prefix(2) == ["Signed in as Demo Explorer (demo).", link.firstLine])
            #expect(run.errorLines == ["note: \(url) will open once you sign in; sign in with: login USER"])
            let tree = ["Root", "  LoggedIn", "    Home"] + link.screens
            #expect(Array(run.treeLines.suffix(tree.count)) == tree)
            // Attached and active, as the feature the user navigates to is.
            #expect(run.outputLines.suffix(tree.count).allSatisfy { $0.contains(" (active) · ") })
        }
    }

    @Test(arguments: links.map(\.url))
    func aLinkAfterSignInOpensAtOnceInTheSameTreeAsTheCommand(url: String) throws {
        let link = try #require(Self.links.first { $0.url == url })
        try withTemporaryDirectory { home in
            try seedFavourite(in: home)
            let run = try run([], input: Self.signIn + "open \(url)\ntree\n", in: home)

            #expect(run.status == 0)
            #expect(run.outputLines.prefix(2) == ["Signed in as Demo Explorer (demo).", link.firstLine])
            #expect(run.standardError.isEmpty)
            let tree = ["Root", "  LoggedIn", "    Home"] + link.screens
            #expect(Array(run.treeLines.suffix(tree.count)) == tree)
        }
    }

    @Test func theLandmarkLinkLeavesTheTreeThatShowLeaves() throws {
        try withTemporaryDirectory { home in
            let byLink = try run([], input: Self.signIn + "open landmarks://landmark/denali\ntree\n", in: home)
            let byHand = try run([], input: Self.signIn + "show denali\ntree\n", in: home)

            #expect(byLink.treeLines == byHand.treeLines)
        }
    }

    @Test(arguments: [
        (
            "open landmarks://landmark/atlantis",
            "error: cannot open landmarks://landmark/atlantis: no landmark has the id \"atlantis\"; list shows every id"
        ),
        (
            "open https://example.org/",
            "error: \"https://example.org/\" has the scheme https, not landmarks; links start with landmarks://"
        ),
        (
            "open landmarks://nowhere",
            "error: \"landmarks://nowhere\" is not a link the app knows; links are landmarks://landmark/ID, landmarks://favourites, landmarks://featured or landmarks://profile"
        ),
        ("open", "error: open needs a link, as in: open landmarks://landmark/taj-mahal"),
    ])
    func aBadLinkGetsOneLineAndTheSessionGoesOn(line: String, error: String) throws {
        try withTemporaryDirectory { home in
            let run = try run([], input: Self.signIn + line + "\nprofile\n", in: home)

            #expect(run.status == 1)
            #expect(run.errorLines == [error])
            #expect(run.outputLines.last == "Viewed this session: nothing yet")
        }
    }

    @Test func aBadLinkBeforeSignInIsReportedAtOnceOrOnSignIn() throws {
        try withTemporaryDirectory { home in
            let run = try run(
                [], input: "open landmarks://nowhere\nopen landmarks://landmark/atlantis\n" + Self.signIn + "profile\n",
                in: home)

            #expect(run.status == 1)
            #expect(
                run.errorLines == [
                    "error: \"landmarks://nowhere\" is not a link the app knows; links are landmarks://landmark/ID, "
                        + "landmarks://favourites, landmarks://featured or landmarks://profile",
                    "note: landmarks://landmark/atlantis will open once you sign in; sign in with: login USER",
                    "error: cannot open landmarks://landmark/atlantis: no landmark has the id \"atlantis\"; "
                        + "list shows every id",
                ])
            #expect(run.outputLines.last == "Viewed this session: nothing yet")
        }
    }

    @Test func theOneShotFormFailsWhenInputEndsBeforeSignIn() throws {
        try withTemporaryDirectory { home in
            let run = try run(["open", "landmarks://profile"], input: "login demo\nwrong\n", in: home)

            #expect(run.status == 1)
            #expect(
                run.errorLines == [
                    "note: landmarks://profile will open once you sign in; sign in with: login USER",
                    "error: cannot sign in: wrong user name or password",
                    "error: landmarks://profile did not open: the session ended before you signed in",
                ])
        }
    }

    @Test func theOneShotFormRejectsABadLink() throws {
        try withTemporaryDirectory { home in
            let scheme = try run(["open", "https://example.org/"], in: home)
            #expect(scheme.status == 64)
            #expect(scheme.errorLines.count == 1)

            let unknownID = try run(["--services", "preview", "open", "landmarks://landmark/atlantis"], in: home)
            #expect(unknownID.status == 1)
            #expect(
                unknownID.errorLines == [
                    "error: cannot open landmarks://landmark/atlantis: no landmark has the id \"atlantis\"; "
                        + "list shows every id"
                ])
        }
    }
}
