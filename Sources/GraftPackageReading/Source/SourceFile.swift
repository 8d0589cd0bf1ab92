/// A Swift file of the analysed target, tokenized once and addressed by the symbol graph's line and column.
package struct SourceFile: Sendable {
    /// The file's path relative to the package root, as diagnostics print it.
    package let path: String
    package let tokens: [SwiftToken]
    /// The file's `import` lines: each imported module with its zero-based line, in file order.
    package let topLevelImports: [(module: String, line: Int)]
    private let utf8: [UInt8]
    private let lineStarts: [Int]

    package init(path: String, text: String) {
        self.path = path
        self.utf8 = Array(text.utf8)
        self.tokens = SwiftTokenizer.tokenize(text)
        self.topLevelImports = Self.topLevelImports(in: tokens)
        var starts = [0]
        for (offset, byte) in utf8.enumerated() where byte == UInt8(ascii: "\n") {
            starts.append(offset + 1)
        }
        self.lineStarts = starts
    }

    /// Finds the token that names a declaration, from the position the symbol graph gives.
    ///
    /// - Parameters:
    ///   - name: The declared name; for a function, the part before its parameters.
    ///   - line: The zero-based line.
    ///   - column: The zero-based column.
    /// - Returns: The token's index, or `nil` when the line holds no such name.
    package func declarationIndex(named name: String, line: Int, column: Int) -> Int? {
        guard line < lineStarts.count else { return nil }
        let offset = lineStarts[line] + column
        var low = 0
        var high = tokens.count
        while low < high {
            let middle = (low + high) / 2
            if tokens[middle].start < offset { low = middle + 1 } else { high = middle }
        }
        if low < tokens.count, tokens[low].isIdentifier(name) { return low }
        // Columns can count differently from bytes on lines with non-ASCII text, so fall back to the line.
        var index = low
        while index > 0, tokens[index - 1].line >= line { index -= 1 }
        while index < tokens.count, tokens[index].line == line {
            if tokens[index].isIdentifier(name) { return index }
            index += 1
        }
        return nil
    }

    /// The source text from the start of one token to the end of another, with runs of whitespace made single.
    ///
    /// - Parameter range: The tokens, which must not be empty.
    /// - Returns: The text.
    package func text(of range: Range<Int>) -> String {
        let raw = String(
            decoding: utf8[tokens[range.lowerBound].start..<tokens[range.upperBound - 1].end], as: UTF8.self)
        return raw.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }).joined(separator: " ")
    }

    /// The whole file's text.
    package var text: String { String(decoding: utf8, as: UTF8.self) }

    /// The source text between two byte offsets, exactly as written.
    package func text(fromOffset start: Int, to end: Int) -> String {
        String(decoding: utf8[start..<end], as: UTF8.self)
    }

    /// Whether only whitespace separates the tokens, so that rewriting them from their text loses no comment.
    package func hasOnlyWhitespace(between range: Range<Int>) -> Bool {
        range.dropLast().allSatisfy { index in
            utf8[tokens[index].end..<tokens[index + 1].start].allSatisfy {
                $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\t")
                    || $0 == UInt8(ascii: "\r")
            }
        }
    }

    /// The items of a comma-separated list, such as a call's arguments or an inheritance clause: the tokens
    /// between the commas outside brackets.
    ///
    /// - Parameter range: The tokens inside the list's brackets.
    /// - Returns: Each item's tokens, without the commas.
    package func listItems(in range: Range<Int>) -> [Range<Int>] {
        var items: [Range<Int>] = []
        var start = range.lowerBound
        var depth = 0
        for index in range {
            let token = tokens[index]
            guard token.kind == .punctuation else { continue }
            switch token.text {
            case "(", "[", "{", "<": depth += 1
            case ")", "]", "}", ">": depth -= 1
            case "," where depth == 0:
                items.append(start..<index)
                start = index + 1
            default: break
            }
        }
        if start < range.upperBound { items.append(start..<range.upperBound) }
        return items
    }

    /// The spaces and tabs a zero-based line starts with.
    package func indentation(ofLine line: Int) -> String {
        guard line < lineStarts.count else { return "" }
        let start = lineStarts[line]
        var end = start
        while end < utf8.count, utf8[end] == UInt8(ascii: " ") || utf8[end] == UInt8(ascii: "\t") { end += 1 }
        return String(decoding: utf8[start..<end], as: UTF8.self)
    }

    /// The byte offset where a zero-based line starts.
    package func startOffset(ofLine line: Int) -> Int {
        line < lineStarts.count ? lineStarts[line] : utf8.count
    }

    /// The byte offset of the newline that ends a zero-based line, or the file's end.
    package func endOffset(ofLine line: Int) -> Int {
        line + 1 < lineStarts.count ? lineStarts[line + 1] - 1 : utf8.count
    }

    /// The one-based line of a token, as diagnostics print it.
    package func lineNumber(ofToken index: Int) -> Int {
        tokens[index].line + 1
    }

    /// Finds the bracket that closes the one at `index`.
    ///
    /// - Parameter index: A `{`, `(`, `[` or `<` token.
    /// - Returns: The closing token's index, or `nil` when the file ends first.
    package func matchingClose(of index: Int) -> Int? {
        let open = tokens[index].text
        let close: String
        switch open {
        case "{": close = "}"
        case "(": close = ")"
        case "[": close = "]"
        case "<": close = ">"
        default: return nil
        }
        var depth = 0
        var cursor = index
        while cursor < tokens.count {
            let token = tokens[cursor]
            if token.isPunctuation(open) {
                depth += 1
            } else if token.isPunctuation(close) {
                depth -= 1
                if depth == 0 { return cursor }
            }
            cursor += 1
        }
        return nil
    }
}
