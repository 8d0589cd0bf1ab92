/// Where the `landmarks` session reads and writes text: standard input and output, or a test's stand-in.
@MainActor
public protocol Terminal: AnyObject {
    /// Whether a person is typing: standard input is a terminal, so the session shows prompts.
    var isInteractive: Bool { get }

    /// Writes one line of output, the data scripts read.
    ///
    /// - Parameter line: The line, without a newline.
    func write(_ line: String)

    /// Writes one line of diagnostics: errors, warnings and notes.
    ///
    /// - Parameter line: The line, without a newline.
    func writeDiagnostic(_ line: String)

    /// Reads the next line of input, showing `prompt` first when interactive.
    ///
    /// - Parameter prompt: The prompt, such as `landmarks> `.
    /// - Returns: The line without its newline, or `nil` at the end of input.
    func readLine(prompt: String) async -> String?

    /// Reads a password: without echo when interactive, or the next line of piped input.
    ///
    /// - Parameter prompt: The prompt, such as `Password: `.
    /// - Returns: The password, or `nil` at the end of input.
    func readPassword(prompt: String) async -> String?
}
