extension SourceFile {
    /// Classifies a member by its body.
    ///
    /// - Parameter body: The tokens between the member's braces, or `nil` when it has none.
    /// - Returns: Whether it creates with `shared`, forwards `dependency.name`, or computes its value.
    package func memberBody(_ body: Range<Int>?) -> MemberBody {
        guard var range = body else { return .stored }
        if let first = range.first, tokens[first].isIdentifier("willSet") || tokens[first].isIdentifier("didSet") {
            return .stored
        }
        if let first = range.first, tokens[first].isIdentifier("get"),
            let open = range.first(where: { tokens[$0].isPunctuation("{") }),
            let close = matchingClose(of: open), close < range.upperBound
        {
            range = (open + 1)..<close
        }
        var cursor = range.lowerBound
        while cursor < range.upperBound {
            let token = tokens[cursor]
            if token.isIdentifier("return") || token.isIdentifier("try") || token.isIdentifier("await")
                || token.isPunctuation("?") || token.isPunctuation("!")
            {
                cursor += 1
            } else {
                break
            }
        }
        if cursor + 1 < range.upperBound, tokens[cursor].isIdentifier("self"), tokens[cursor + 1].isPunctuation(".") {
            cursor += 2
        }
        guard cursor + 1 < range.upperBound else { return .computed }
        if tokens[cursor].isIdentifier("shared") {
            if tokens[cursor + 1].isPunctuation("{") { return .shared(key: nil) }
            if tokens[cursor + 1].isPunctuation("(") { return .shared(key: sharedKey(callAt: cursor)?.text) }
            return .computed
        }
        if tokens[cursor].isIdentifier("dependency"), cursor + 2 < range.upperBound,
            tokens[cursor + 1].isPunctuation("."), tokens[cursor + 2].kind == .identifier
        {
            let rest = cursor + 3
            if rest == range.upperBound { return .forwarded(tokens[cursor + 2].text) }
            if tokens[rest].isPunctuation("("), let close = matchingClose(of: rest), close + 1 == range.upperBound {
                return .forwarded(tokens[cursor + 2].text)
            }
        }
        return .computed
    }

    /// Reads the explicit key of a `shared(key: …)` call.
    ///
    /// - Parameter index: The `shared` token.
    /// - Returns: The key's text and whether it is a literal, or `nil` when the call has no `key:` argument.
    func sharedKey(callAt index: Int) -> (text: String, isLiteral: Bool)? {
        guard index + 3 < tokens.count, tokens[index + 1].isPunctuation("("), tokens[index + 2].isIdentifier("key"),
            tokens[index + 3].isPunctuation(":")
        else { return nil }
        let start = index + 4
        var depth = 0
        var cursor = start
        while cursor < tokens.count {
            let token = tokens[cursor]
            if token.isPunctuation("(") || token.isPunctuation("[") || token.isPunctuation("{") {
                depth += 1
            } else if token.isPunctuation(")") || token.isPunctuation("]") || token.isPunctuation("}") {
                if depth == 0 { break }
                depth -= 1
            } else if token.isPunctuation(","), depth == 0 {
                break
            }
            cursor += 1
        }
        guard cursor > start else { return nil }
        return (text(of: start..<cursor), isLiteral(start..<cursor))
    }

    /// Whether the tokens are a literal or an enum case: `"cache"`, `42`, `-1`, `true`, `.detail`.
    private func isLiteral(_ range: Range<Int>) -> Bool {
        let parts = range.map { tokens[$0] }
        switch parts.count {
        case 1:
            return parts[0].kind == .string || parts[0].kind == .number || parts[0].isIdentifier("true")
                || parts[0].isIdentifier("false")
        case 2:
            return (parts[0].isPunctuation("-") && parts[1].kind == .number)
                || (parts[0].isPunctuation(".") && parts[1].kind == .identifier)
        default:
            return false
        }
    }

    /// Finds every `shared(key: …)` call in a range.
    ///
    /// - Parameter range: Tokens to search.
    /// - Returns: Each call's key text, whether it is a literal, and its one-based line.
    package func sharedKeyCalls(in range: Range<Int>) -> [(text: String, isLiteral: Bool, line: Int)] {
        range.compactMap { index in
            guard tokens[index].isIdentifier("shared"), index == 0 || !tokens[index - 1].isPunctuation("."),
                let key = sharedKey(callAt: index)
            else { return nil }
            return (key.text, key.isLiteral, lineNumber(ofToken: index))
        }
    }

    /// The names read through `dependency.name` (or `dependency?.name`) in a range.
    ///
    /// - Parameter range: Tokens to search.
    /// - Returns: The names.
    package func dependencyReads(in range: Range<Int>) -> Set<String> {
        var names: Set<String> = []
        for index in range where tokens[index].kind == .string {
            names.formUnion(Self.dependencyReads(inInterpolationsOf: tokens[index].text))
        }
        for index in range where tokens[index].isIdentifier("dependency") && index + 2 < range.upperBound {
            var next = index + 1
            if tokens[next].isPunctuation("?") || tokens[next].isPunctuation("!") { next += 1 }
            guard next + 1 < range.upperBound, tokens[next].isPunctuation("."), tokens[next + 1].kind == .identifier
            else { continue }
            names.insert(tokens[next + 1].text)
        }
        return names
    }

    /// The names read through `dependency.name` inside a string literal's interpolations, found by plain text
    /// search since the tokenizer keeps a string whole.
    private static func dependencyReads(inInterpolationsOf literal: String) -> Set<String> {
        var names: Set<String> = []
        var rest = Substring(literal)
        while let found = rest.firstRange(of: "dependency.") {
            let name = rest[found.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            if !name.isEmpty { names.insert(String(name)) }
            rest = rest[found.upperBound...]
        }
        return names
    }

    /// The components created in a range with `SomeComponent(dependency: …)`.
    ///
    /// - Parameters:
    ///   - range: Tokens to search.
    ///   - componentNames: The names of the components read, without their modules.
    /// - Returns: Each creation's name as written, `ProfileFeature.SettingsComponent` when qualified, and its
    ///   one-based line.
    package func componentCreations(
        in range: Range<Int>, of componentNames: Set<String>
    ) -> [(spelling: String, line: Int)] {
        range.compactMap { index in
            guard index + 3 < range.upperBound, tokens[index].kind == .identifier,
                componentNames.contains(tokens[index].text), tokens[index + 1].isPunctuation("("),
                tokens[index + 2].isIdentifier("dependency"), tokens[index + 3].isPunctuation(":")
            else { return nil }
            return (qualifiedSpelling(ofNameAt: index), lineNumber(ofToken: index))
        }
    }

    /// A type's name as written at a token, with the qualifier before it: `ProfileFeature.SettingsBuilder` for
    /// the token `SettingsBuilder` in `ProfileFeature.SettingsBuilder(…)`, `SettingsBuilder` when it stands alone.
    ///
    /// - Parameter index: The name's token.
    /// - Returns: The spelling, for ``TypeLookup`` to resolve.
    package func qualifiedSpelling(ofNameAt index: Int) -> String {
        guard index >= 1, tokens[index - 1].isPunctuation(".") else { return tokens[index].text }
        // After `)` or `]` the name is a member of a value, which no module declares.
        let qualifier = index >= 2 && tokens[index - 2].kind == .identifier ? tokens[index - 2].text : ""
        return qualifier + "." + tokens[index].text
    }
}
