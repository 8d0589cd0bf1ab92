@testable import LandmarksUI

/// A terminal that plays back typed lines and keeps what was written, for tests of views and sessions.
@MainActor
final class ScriptedTerminal: Terminal {
    let isInteractive: Bool
    private var input: [String]
    /// Lines written to standard output.
    private(set) var output: [String] = []
    /// Lines written to standard error.
    private(set) var diagnostics: [String] = []
    /// The prompts shown, in order.
    private(set) var prompts: [String] = []

    init(input: [String] = [], isInteractive: Bool = false) {
        self.input = input
        self.isInteractive = isInteractive
    }

    func write(_ line: String) {
        output.append(line)
    }

    func writeDiagnostic(_ line: String) {
        diagnostics.append(line)
    }

    func readLine(prompt: String) async -> String? {
        nextLine(prompt: prompt)
    }

    func readPassword(prompt: String) async -> String? {
        nextLine(prompt: prompt)
    }

    /// Forgets what was written so far.
    func clear() {
        output = []
        diagnostics = []
    }

    private func nextLine(prompt: String) -> String? {
        if isInteractive {
            prompts.append(prompt)
        }
        return input.isEmpty ? nil : input.removeFirst()
    }
}
