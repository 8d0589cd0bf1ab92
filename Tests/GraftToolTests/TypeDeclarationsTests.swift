import Testing

@testable import GraftDeclaredGraph

/// Which type a spelling means, as `graph`, `check` and `fix` compare types.
@Suite struct TypeDeclarationsTests {
    /// ScoreKit declares the stream, the score and an alias; two modules each declare a `Theme`.
    private let types = TypeDeclarations([
        .init(name: "ScoreStream", module: "ScoreKit", aliased: nil),
        .init(name: "Score", module: "ScoreKit", aliased: nil),
        .init(name: "Scores", module: "ScoreKit", aliased: ("[Score]", [])),
        .init(name: "Ranking", module: "ScoreKit", aliased: ("Scores", [])),
        .init(name: "Theme", module: "BrandKit", aliased: nil),
        .init(name: "Theme", module: "ThemeKit", aliased: nil),
        .init(name: "Looped", module: "ScoreKit", aliased: ("Looped", [])),
    ])

    private func type(
        _ spelling: String, module: String = "AppCore", imports: Set<String> = ["ScoreKit"]
    )
        -> SwiftType
    {
        types.type(spelling, module: module, imports: imports)
    }

    @Test(arguments: [
        ("ScoreStream", "any ScoreStream"),
        ("ScoreStream?", "(any ScoreStream)?"),
        ("Optional<any ScoreStream>", "ScoreStream!"),
        ("Int?", "Optional<Int>"),
        ("Int?", "Swift.Optional<Swift.Int>"),
        ("[Score]", "Array<Score>"),
        ("[String: Score]", "Dictionary<String, Score>"),
        ("[String : [Int]]", "Dictionary<String,Array<Int>>"),
        ("Scores", "[Score]"),
        ("Ranking", "Array<ScoreKit.Score>"),
        ("ScoreKit.Score", "Score"),
        ("( [ String : Int ] )", "[String:Int]"),
        ("((Score))", "Score"),
        ("Void", "()"),
        ("(Int) -> Score", "(_ id: Int) -> ScoreKit.Score"),
        ("@Sendable (Int) async throws -> Score?", "@Sendable ((Int)) async throws -> Optional<Score>"),
        ("ScoreStream & Sendable", "Sendable & any ScoreStream"),
    ])
    func readsEverySpellingOfOneTypeAsOneType(first: String, second: String) {
        #expect(type(first) == type(second), "\(type(first)) and \(type(second))")
        #expect(type(second) == type(first))
    }

    @Test(arguments: [
        ("Int?", "Int"),
        ("[Score]", "Set<Score>"),
        ("[String: Int]", "[Int: String]"),
        ("(a: Int, b: Int)", "(b: Int, a: Int)"),
        ("(Int) -> Score", "(Int) async -> Score"),
        ("some ScoreStream", "any ScoreStream"),
    ])
    func tellsDifferentTypesApart(first: String, second: String) {
        #expect(type(first) != type(second))
    }

    @Test func keepsTwoModulesTypesOfOneNameApart() {
        let brand = type("Theme", module: "AppCore", imports: ["BrandKit"])
        let theme = type("Theme", module: "HomeFeature", imports: ["ThemeKit"])
        #expect(brand == .named("BrandKit.Theme", []))
        #expect(theme == .named("ThemeKit.Theme", []))
        #expect(type("ThemeKit.Theme", imports: ["BrandKit", "ThemeKit"]) == theme)
        #expect(type("[Theme]", module: "ThemeKit", imports: []) == .named("Array", [theme]))
    }

    @Test func namesTheDeclarationsModuleAndLeavesAnAliasThatNamesItselfAlone() {
        #expect(type("Ranking").description == "Array<ScoreKit.Score>")
        #expect(type("Looped") == .named("ScoreKit.Looped", []))
        #expect(type("Foundation.URL", imports: ["Foundation"]) == type("URL"))
    }
}
