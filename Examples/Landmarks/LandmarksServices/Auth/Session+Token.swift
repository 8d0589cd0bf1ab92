extension Session {
    /// The secret part of a session, which prints as `<redacted>` in every text form.
    ///
    /// Read ``authorizationHeaderValue`` only to send the token to a server.
    public struct Token: Hashable, Sendable, CustomStringConvertible, CustomDebugStringConvertible,
        CustomReflectable
    {
        private let secret: String

        /// Creates a token from its secret text.
        ///
        /// - Parameter secret: The token's value.
        public init(_ secret: String) {
            self.secret = secret
        }

        /// Creates a token of 32 random bytes in hexadecimal.
        ///
        /// - Returns: A new token.
        public static func random() -> Token {
            var generator = SystemRandomNumberGenerator()
            let bytes = (0..<32).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
            return Token(bytes.map { byte in String(byte, radix: 16).leftPadded(to: 2) }.joined())
        }

        /// The value of an HTTP `Authorization` header carrying the token; send it, never print it.
        public var authorizationHeaderValue: String { "Bearer \(secret)" }

        /// Always `<redacted>`.
        public var description: String { "<redacted>" }

        /// Always `<redacted>`.
        public var debugDescription: String { description }

        /// A mirror with no children, so `dump` shows nothing of the secret.
        public var customMirror: Mirror {
            Mirror(self, children: [], displayStyle: .struct)
        }
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
