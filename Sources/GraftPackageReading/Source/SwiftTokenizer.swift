/// Splits Swift source into tokens, skipping whitespace and comments.
///
/// It knows strings well enough (escapes, interpolations, raw and multi-line strings) that braces inside them
/// never count as code.
package struct SwiftTokenizer {
    private let bytes: [UInt8]
    private var position = 0
    private var line = 0
    private var tokens: [SwiftToken] = []

    /// Tokenizes `text`.
    ///
    /// - Parameter text: Swift source.
    /// - Returns: The tokens in order.
    package static func tokenize(_ text: String) -> [SwiftToken] {
        var tokenizer = SwiftTokenizer(bytes: Array(text.utf8))
        tokenizer.run()
        return tokenizer.tokens
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private func byte(at offset: Int) -> UInt8? {
        offset < bytes.count ? bytes[offset] : nil
    }

    private mutating func run() {
        while let current = byte(at: position) {
            let startLine = line
            let start = position
            switch current {
            case UInt8(ascii: "\n"):
                line += 1
                position += 1
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                position += 1
            case UInt8(ascii: "/") where byte(at: position + 1) == UInt8(ascii: "/"):
                while let next = byte(at: position), next != UInt8(ascii: "\n") { position += 1 }
            case UInt8(ascii: "/") where byte(at: position + 1) == UInt8(ascii: "*"):
                skipBlockComment()
            case UInt8(ascii: "\""):
                skipString(hashes: 0)
                append(.string, from: start, line: startLine)
            case UInt8(ascii: "#"):
                var hashes = 0
                while byte(at: position + hashes) == UInt8(ascii: "#") { hashes += 1 }
                if byte(at: position + hashes) == UInt8(ascii: "\"") {
                    position += hashes
                    skipString(hashes: hashes)
                    append(.string, from: start, line: startLine)
                } else {
                    position += 1
                    while let next = byte(at: position), Self.isIdentifierByte(next) { position += 1 }
                    append(position - start > 1 ? .identifier : .punctuation, from: start, line: startLine)
                }
            case UInt8(ascii: "`"):
                position += 1
                while let next = byte(at: position), next != UInt8(ascii: "`"), next != UInt8(ascii: "\n") {
                    position += 1
                }
                tokens.append(
                    SwiftToken(
                        kind: .identifier, text: String(decoding: bytes[(start + 1)..<position], as: UTF8.self),
                        start: start, end: min(position + 1, bytes.count), line: startLine))
                position += 1
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                position += 1
                while let next = byte(at: position) {
                    if Self.isIdentifierByte(next) {
                        position += 1
                    } else if next == UInt8(ascii: "."), let after = byte(at: position + 1),
                        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(after)
                    {
                        position += 1
                    } else {
                        break
                    }
                }
                append(.number, from: start, line: startLine)
            case _ where Self.isIdentifierByte(current) || current == UInt8(ascii: "$"):
                position += 1
                while let next = byte(at: position), Self.isIdentifierByte(next) { position += 1 }
                append(.identifier, from: start, line: startLine)
            case UInt8(ascii: "-") where byte(at: position + 1) == UInt8(ascii: ">"):
                position += 2
                append(.punctuation, from: start, line: startLine)
            default:
                position += 1
                append(.punctuation, from: start, line: startLine)
            }
        }
    }

    private mutating func append(_ kind: SwiftToken.Kind, from start: Int, line startLine: Int) {
        tokens.append(
            SwiftToken(
                kind: kind, text: String(decoding: bytes[start..<position], as: UTF8.self), start: start,
                end: position, line: startLine))
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
            return true
        default:
            return byte >= 0x80
        }
    }

    /// Skips a possibly nested `/* */` comment starting at `position`.
    private mutating func skipBlockComment() {
        var depth = 0
        while let current = byte(at: position) {
            if current == UInt8(ascii: "/"), byte(at: position + 1) == UInt8(ascii: "*") {
                depth += 1
                position += 2
            } else if current == UInt8(ascii: "*"), byte(at: position + 1) == UInt8(ascii: "/") {
                depth -= 1
                position += 2
                if depth == 0 { return }
            } else {
                if current == UInt8(ascii: "\n") { line += 1 }
                position += 1
            }
        }
    }

    /// Skips a string literal whose opening quote is at `position`, with `hashes` raw-string delimiters.
    private mutating func skipString(hashes: Int) {
        let multiline = byte(at: position + 1) == UInt8(ascii: "\"") && byte(at: position + 2) == UInt8(ascii: "\"")
        position += multiline ? 3 : 1
        while let current = byte(at: position) {
            if current == UInt8(ascii: "\\") && hasHashes(hashes, at: position + 1) {
                position += 1 + hashes
                if byte(at: position) == UInt8(ascii: "(") {
                    skipInterpolation()
                } else {
                    position += 1
                }
            } else if current == UInt8(ascii: "\"") {
                let closes =
                    !multiline
                    || (byte(at: position + 1) == UInt8(ascii: "\"") && byte(at: position + 2) == UInt8(ascii: "\""))
                let quoteLength = multiline ? 3 : 1
                if closes && hasHashes(hashes, at: position + quoteLength) {
                    position += quoteLength + hashes
                    return
                }
                position += 1
            } else if current == UInt8(ascii: "\n") {
                line += 1
                position += 1
                if !multiline { return }
            } else {
                position += 1
            }
        }
    }

    private func hasHashes(_ count: Int, at offset: Int) -> Bool {
        (0..<count).allSatisfy { byte(at: offset + $0) == UInt8(ascii: "#") }
    }

    /// Skips an interpolation `( … )` inside a string, including strings nested in it.
    private mutating func skipInterpolation() {
        var depth = 0
        while let current = byte(at: position) {
            switch current {
            case UInt8(ascii: "("):
                depth += 1
                position += 1
            case UInt8(ascii: ")"):
                depth -= 1
                position += 1
                if depth == 0 { return }
            case UInt8(ascii: "\""):
                skipString(hashes: 0)
            case UInt8(ascii: "\n"):
                line += 1
                position += 1
            default:
                position += 1
            }
        }
    }
}
