import Testing

@testable import LandmarksKit
@testable import LandmarksServices
@testable import LandmarksUI

@Suite struct LinkTests {
    @Test(arguments: [
        ("landmarks://landmark/taj-mahal", Link.landmark(Landmark.ID("taj-mahal")!)),
        ("landmarks://favourites", .favourites),
        ("landmarks://featured", .featured),
        ("landmarks://profile", .profile),
        ("LANDMARKS://profile", .profile),
    ])
    func readsEachForm(text: String, link: Link) throws {
        #expect(try Link(text) == link)
    }

    @Test func printsAsItsURL() throws {
        for text in ["landmarks://landmark/taj-mahal", "landmarks://favourites", "landmarks://featured"] {
            #expect(try Link(text).description == text)
        }
    }

    @Test(arguments: [
        ("https://example.org/x", "\"https://example.org/x\" has the scheme https, not landmarks"),
        ("landmarks://nowhere", "\"landmarks://nowhere\" is not a link the app knows; links are landmarks://"),
        ("landmarks://favourites/extra", "\"landmarks://favourites/extra\" is not a link the app knows"),
        ("landmarks://landmark", "\"landmarks://landmark\" names no landmark; add its id"),
        ("landmarks://landmark/a/b", "\"landmarks://landmark/a/b\" is not a link the app knows"),
        ("landmarks://landmark/Taj_Mahal", "\"Taj_Mahal\" in \"landmarks://landmark/Taj_Mahal\" is not a landmark id"),
        ("taj-mahal", "\"taj-mahal\" is not a link; links look like landmarks://landmark/ID"),
    ])
    func namesWhatIsWrongWithABadLink(text: String, message: String) {
        #expect {
            try Link(text)
        } throws: { error in
            (error as? UsageError)?.message.hasPrefix(message) == true
        }
    }

    @Test func openIsACommandWithOneLink() throws {
        #expect(try Command.parse(line: "open landmarks://featured") == .open(.featured))
        #expect(throws: UsageError("open needs a link, as in: open landmarks://landmark/taj-mahal")) {
            try Command.parse(line: "open")
        }
    }
}
