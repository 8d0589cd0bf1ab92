/// A command or option that cannot be understood as typed: the user must change what they typed.
///
/// A command given on the command line exits with the usage status, 64; an interactive or piped session reports
/// it and goes on.
public struct UsageError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was wrong and what to type instead, on one line.
    public let message: String

    /// Creates the error.
    ///
    /// - Parameter message: What was wrong and what to type instead, on one line.
    public init(_ message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
