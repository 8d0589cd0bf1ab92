import Testing

@testable import GraftPackageReading

@Suite struct SwiftTokenizerTests {
    @Test func skipsCommentsAndKeepsBracesInStringsOutOfTheCode() {
        let tokens = SwiftTokenizer.tokenize(
            """
            // a { comment
            /* nested /* } */ still comment */
            let text = "brace { here \\(value("}")) }"
            """)
        #expect(tokens.map(\.text) == ["let", "text", "=", #""brace { here \(value("}")) }""#])
    }

    @Test func readsRawAndMultilineStringsWhole() {
        let tokens = SwiftTokenizer.tokenize(
            "let a = #\"quote \" inside\"#\nlet b = \"\"\"\n  { \"x\"\n  \"\"\"\nlet c = 1")
        #expect(tokens.filter { $0.kind == .string }.count == 2)
        #expect(tokens.last?.text == "1")
        #expect(tokens.last?.line == 4)
    }

    @Test func keepsArrowsAndStripsBackticks() {
        let tokens = SwiftTokenizer.tokenize("func `default`() -> Int")
        #expect(tokens.map(\.text) == ["func", "default", "(", ")", "->", "Int"])
    }
}
