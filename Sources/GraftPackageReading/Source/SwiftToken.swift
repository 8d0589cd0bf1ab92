/// One token of Swift source: enough lexing to find declarations, bodies and calls, not a parser.
package struct SwiftToken: Equatable, Sendable {
    /// What kind of text a token is.
    package enum Kind: Equatable, Sendable {
        /// A name or keyword; backticks are removed, and `#if` and friends keep their `#`.
        case identifier
        /// An integer or floating-point literal.
        case number
        /// A whole string literal, quotes and interpolations included.
        case string
        /// One punctuation character, or `->`.
        case punctuation
    }

    package let kind: Kind
    package let text: String
    /// The token's first byte in the file's UTF-8.
    package let start: Int
    /// The byte after the token's last byte.
    package let end: Int
    /// The zero-based line the token starts on.
    package let line: Int

    package func isIdentifier(_ name: String) -> Bool {
        kind == .identifier && text == name
    }

    package func isPunctuation(_ character: String) -> Bool {
        kind == .punctuation && text == character
    }
}
