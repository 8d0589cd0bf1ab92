import GraftTesting
import Testing

@MainActor
@Suite struct TreeExpectationsTests {
    /// Root, with LoggedIn below it, and Home and Favourites below that.
    private func makeTree() -> NamedRouter {
        let root = NamedRouter.root("Root")
        let loggedIn = NamedRouter("LoggedIn")
        root.attachChild(loggedIn)
        loggedIn.attachChild(NamedRouter("Home"))
        loggedIn.attachChild(NamedViewableRouter("Favourites"))
        return root
    }

    @Test func theDescriptionIndentsEachLevelByTwoSpaces() {
        #expect(makeTree().treeDescription == "Root\n  LoggedIn\n    Home\n    Favourites")
    }

    @Test func theDescriptionIsTheFeatureTreeOutlineWithNamesOnly() {
        let root = makeTree()
        let outline = FeatureTree(of: root).rendered(as: .text).split(separator: "\n").map { line in
            line.prefix { $0 != "(" }.dropLast()
        }
        #expect(root.treeDescription == outline.joined(separator: "\n"))
    }

    @Test func aLoneRouterIsOneLine() {
        #expect(NamedRouter("Root").treeDescription == "Root")
    }

    @Test func passesOnTheSameShape() {
        let root = makeTree()
        expectTree(
            root,
            matches: """
                Root
                  LoggedIn
                    Home
                    Favourites
                """)
    }

    @Test func ignoresSurroundingBlankLinesTrailingSpacesAndCommonIndentation() {
        expectTree(makeTree(), matches: "\n    Root  \n      LoggedIn\n        Home\n        Favourites\n\n")
    }

    @Test func reportsTheExpectedAndTheActualTree() {
        let root = makeTree()
        expectFailure(containing: [
            "The tree below Root does not match.",
            "Expected:\nRoot\n  LoggedIn\n    Favourites\n    Home\nActual:\nRoot\n  LoggedIn\n    Home\n    Favourites",
        ]) {
            expectTree(
                root,
                matches: """
                    Root
                      LoggedIn
                        Favourites
                        Home
                    """)
        }
    }

    @Test func aChildAtTheWrongDepthDoesNotMatch() {
        let root = makeTree()
        expectFailure(containing: ["does not match"]) {
            expectTree(root, matches: "Root\n  LoggedIn\n  Home\n  Favourites")
        }
    }
}
