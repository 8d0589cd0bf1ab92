/// The outcome of `graft check`: the problems found, and whether they fail the check.
package struct CheckReport: Hashable, Sendable {
    /// What was checked: the package and its modules, or the one target the report is limited to.
    var module: String
    /// How many features were checked.
    var featureCount: Int
    /// The problems, sorted by file and line.
    var diagnostics: [Diagnostic]

    /// Whether any problem is an error, which makes `graft check` exit with a failure.
    package var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// Each diagnostic on its own line, then a one-line summary.
    package var text: String {
        let errors = diagnostics.filter { $0.severity == .error }.count
        let warnings = diagnostics.filter { $0.severity == .warning }.count
        let notes = diagnostics.count - errors - warnings
        let problems = errors + warnings
        let outcome =
            problems == 0
            ? "no problems found" : "\(Self.count(errors, "error")), \(Self.count(warnings, "warning"))"
        let noted = notes == 0 ? "" : " (\(Self.count(notes, "note")))"
        let summary = "graft: checked \(Self.count(featureCount, "feature")) in \(module): \(outcome)\(noted)"
        return (diagnostics.map(\.description) + [summary]).joined(separator: "\n") + "\n"
    }

    private static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}

extension FeatureGraph {
    /// Checks the graph and summarizes the outcome.
    ///
    /// - Parameter target: The module to report on, whose parents and children the rest of the graph still
    ///   resolves; when `nil`, every module read.
    /// - Returns: The report of ``check()``.
    package func checkReport(target: String? = nil) -> CheckReport {
        guard let target else {
            return CheckReport(module: title, featureCount: features.count, diagnostics: check())
        }
        return CheckReport(
            module: target, featureCount: features.filter { $0.module == target }.count,
            diagnostics: check().filter { $0.module == target })
    }
}
