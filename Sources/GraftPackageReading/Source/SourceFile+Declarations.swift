extension SourceFile {
    /// Keywords that start a new declaration, so a declaration reaching one of them has no body of its own.
    private static let declarationKeywords: Set<String> = [
        "var", "let", "func", "init", "deinit", "subscript", "class", "struct", "enum", "actor", "protocol",
        "extension", "case", "typealias", "associatedtype", "import",
    ]

    /// Finds the body of the declaration whose name is at `index`: the tokens between its braces.
    ///
    /// - Parameters:
    ///   - index: The declaration's name token.
    ///   - isProperty: Whether the declaration is a property, whose `=` starts an initial value rather than a body.
    /// - Returns: The tokens inside the braces, or `nil` for a stored property or a declaration without a body.
    package func bodyRange(ofDeclarationAt index: Int, isProperty: Bool) -> Range<Int>? {
        var depth = 0
        var cursor = index + 1
        while cursor < tokens.count {
            let token = tokens[cursor]
            if token.kind == .punctuation {
                switch token.text {
                case "(", "[":
                    depth += 1
                case ")", "]":
                    depth -= 1
                case "{" where depth == 0:
                    guard let close = matchingClose(of: cursor) else { return nil }
                    return (cursor + 1)..<close
                case "}" where depth == 0:
                    return nil
                case "=" where depth == 0 && isProperty:
                    return nil
                default:
                    break
                }
            } else if depth == 0, token.kind == .identifier, Self.declarationKeywords.contains(token.text) {
                return nil
            }
            cursor += 1
        }
        return nil
    }

    /// Reads the generic argument of a class's superclass: `HomeDependency` in
    /// `final class HomeComponent: Component<HomeDependency>`.
    ///
    /// Symbol graphs record that the class inherits from `Component` but not the argument, so it comes from here.
    ///
    /// - Parameter index: The class's name token.
    /// - Returns: The argument's text, or `nil` when the superclass has none.
    package func superclassGenericArgument(ofClassAt index: Int) -> String? {
        var cursor = index + 1
        if cursor < tokens.count, tokens[cursor].isPunctuation("<") {
            guard let close = matchingClose(of: cursor) else { return nil }
            cursor = close + 1
        }
        guard cursor < tokens.count, tokens[cursor].isPunctuation(":") else { return nil }
        cursor += 1
        while cursor + 1 < tokens.count, tokens[cursor].kind == .identifier, tokens[cursor + 1].isPunctuation(".") {
            cursor += 2
        }
        guard cursor + 1 < tokens.count, tokens[cursor].kind == .identifier, tokens[cursor + 1].isPunctuation("<"),
            let close = matchingClose(of: cursor + 1), close > cursor + 2
        else { return nil }
        return text(of: (cursor + 2)..<close)
    }

    /// Finds a file's `import Module` lines, `public import`, `@testable import` and `import struct Module.Type`
    /// included, once, when the file is tokenized; ``topLevelImports`` keeps them.
    ///
    /// - Parameter tokens: The file's tokens.
    /// - Returns: Each imported module with its zero-based line, in file order.
    static func topLevelImports(in tokens: [SwiftToken]) -> [(module: String, line: Int)] {
        let kinds: Set<String> = ["struct", "class", "enum", "protocol", "typealias", "func", "var", "let"]
        return tokens.indices.dropLast().compactMap { index in
            guard tokens[index].isIdentifier("import") else { return nil }
            let line = tokens[index].line
            var start = index
            while start > 0, tokens[start - 1].line == line,
                tokens[start - 1].kind == .identifier || tokens[start - 1].isPunctuation("@")
            {
                start -= 1
            }
            guard start == 0 || tokens[start - 1].line != line else { return nil }
            var name = index + 1
            if kinds.contains(tokens[name].text), name + 1 < tokens.count { name += 1 }
            guard tokens[name].kind == .identifier, tokens[name].line == line else { return nil }
            return (tokens[name].text, line)
        }
    }

    /// The types and typealiases the file declares, at any depth: each name, and what a non-generic typealias
    /// names, as written up to the end of its line.
    package var typeDeclarations: [(name: String, aliased: String?)] {
        let kinds: Set<String> = ["class", "struct", "enum", "protocol", "actor", "typealias"]
        return tokens.indices.dropLast().compactMap { index in
            let keyword = tokens[index]
            let name = tokens[index + 1]
            guard keyword.kind == .identifier, kinds.contains(keyword.text), name.kind == .identifier,
                !Self.declarationKeywords.contains(name.text), index == 0 || !tokens[index - 1].isPunctuation(".")
            else { return nil }
            guard keyword.text == "typealias", index + 3 < tokens.count, tokens[index + 2].isPunctuation("=") else {
                return (name.text, nil)
            }
            let end = (index + 3..<tokens.count).first {
                tokens[$0].line != keyword.line || tokens[$0].isPunctuation(";")
            }
            return (name.text, text(of: (index + 3)..<(end ?? tokens.count)))
        }
    }

    /// The modules the file imports.
    package var importedModules: Set<String> {
        Set(topLevelImports.map(\.module))
    }

    /// Whether the file imports a module.
    package func imports(_ module: String) -> Bool {
        topLevelImports.contains { $0.module == module }
    }
}
