/// The outcome of `graft check`: the problems found, and whether they fail the check.
package struct CheckReport: Hashable, Sendable {
    /// The analysed module.
    package var module: String
    /// How many features were checked.
    package var featureCount: Int
    /// The problems, sorted by file and line.
    package var diagnostics: [Diagnostic]

    /// Whether any problem is an error, which makes `graft check` exit with a failure.
    package var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// Each diagnostic on its own line, then a one-line summary.
    package var text: String {
        let errors = diagnostics.filter { $0.severity == .error }.count
        let warnings = diagnostics.count - errors
        let outcome =
            diagnostics.isEmpty
            ? "no problems found" : "\(Self.count(errors, "error")), \(Self.count(warnings, "warning"))"
        let summary = "graft: checked \(Self.count(featureCount, "feature")) in \(module): \(outcome)"
        return (diagnostics.map(\.description) + [summary]).joined(separator: "\n") + "\n"
    }

    private static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}

extension FeatureGraph {
    /// Checks the graph and summarizes the outcome.
    ///
    /// - Returns: The report of ``check()``.
    package func checkReport() -> CheckReport {
        CheckReport(module: module, featureCount: features.count, diagnostics: check())
    }
}
