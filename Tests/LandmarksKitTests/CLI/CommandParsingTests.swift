import Testing

@testable import LandmarksKit
@testable import LandmarksServices
@testable import LandmarksUI

@Suite struct CommandParsingTests {
    private func parse(_ line: String) throws(UsageError) -> Command? {
        try Command.parse(line: line)
    }

    private func message(_ line: String) -> String? {
        do {
            _ = try parse(line)
            return nil
        } catch {
            return error.message
        }
    }

    @Test func readsEveryCommand() throws {
        let crater = try #require(Landmark.ID("crater-lake"))
        let expected: [(String, Command)] = [
            ("login demo", .login(userName: "demo")),
            ("logout", .logout),
            ("list", .list(nil)),
            ("list lakes", .list(.lakes)),
            ("list Lakes", .list(.lakes)),
            ("featured", .featured),
            ("show crater-lake", .show(crater)),
            ("fav crater-lake", .favourite(crater)),
            ("unfav crater-lake", .unfavourite(crater)),
            ("favs", .favourites),
            ("profile", .profile),
            ("tree", .tree(htmlFile: nil)),
            ("tree --html tree.html", .tree(htmlFile: "tree.html")),
            ("tree --html=tree.html", .tree(htmlFile: "tree.html")),
            ("help", .help),
            ("  quit  ", .quit),
        ]
        for (line, command) in expected {
            #expect(try parse(line) == command, "\(line)")
            #expect(try parse(line)?.name == line.split(separator: " ").first.map(String.init))
        }
    }

    @Test func skipsBlankLines() throws {
        #expect(try parse("") == nil)
        #expect(try parse("   \t ") == nil)
    }

    @Test func explainsWhatIsWrongOnOneLine() {
        let expected = [
            "lst": "unknown command \"lst\"; help lists the commands",
            "show": "show needs a landmark id, as in: show crater-lake",
            "login": "login needs a user name, as in: login demo",
            "fav a b": "fav takes one argument, a landmark id, as in: fav crater-lake",
            "list lakes rivers": "list takes at most one category, as in: list lakes",
            "list volcanoes":
                "unknown category \"volcanoes\"; choose one of bridges, canyons, lakes, monuments, mountains, rivers, "
                + "waterfalls",
            "show Golden_Gate":
                "\"Golden_Gate\" is not a landmark id; ids are lowercase words joined by hyphens, as in "
                + "golden-gate-bridge",
            "favs all": "favs takes no arguments",
        ]
        for (line, text) in expected {
            #expect(message(line) == text, "\(line)")
        }
    }
}
