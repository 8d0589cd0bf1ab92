extension Landmark {
    /// A landmark's id: a short kebab-case slug such as `golden-gate-bridge`.
    ///
    /// A slug is lowercase ASCII letters and digits in groups joined by single hyphens, at most
    /// ``maximumLength`` characters long, so it is easy to type on a command line.
    public struct ID: Hashable, Comparable, Sendable, CustomStringConvertible {
        /// The longest slug accepted.
        public static let maximumLength = 64

        /// The slug's text.
        public let rawValue: String

        /// Creates an id from a slug, or returns `nil` when `rawValue` is not a kebab-case slug.
        ///
        /// - Parameter rawValue: The candidate slug, such as `golden-gate-bridge`.
        public init?(_ rawValue: String) {
            guard Self.isSlug(rawValue) else { return nil }
            self.rawValue = rawValue
        }

        /// The slug itself.
        public var description: String { rawValue }

        /// Orders ids by their slugs.
        ///
        /// - Parameters:
        ///   - lhs: An id.
        ///   - rhs: Another id.
        /// - Returns: Whether `lhs` sorts before `rhs`.
        public static func < (lhs: ID, rhs: ID) -> Bool {
            lhs.rawValue < rhs.rawValue
        }

        private static func isSlug(_ text: String) -> Bool {
            guard !text.isEmpty, text.utf8.count <= maximumLength else { return false }
            var previousWasHyphen = true
            for byte in text.utf8 {
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                    previousWasHyphen = false
                case UInt8(ascii: "-") where !previousWasHyphen:
                    previousWasHyphen = true
                default:
                    return false
                }
            }
            return !previousWasHyphen
        }
    }
}
