/// A command or option that cannot be understood as typed: the user must change what they typed.
///
/// One-shot use exits with ``ExitStatus/usage``; an interactive or piped session reports it and goes on.
struct UsageError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was wrong and what to type instead, on one line.
    let message: String

    init(_ message: String) {
        self.message = message
    }

    var description: String { message }
}
