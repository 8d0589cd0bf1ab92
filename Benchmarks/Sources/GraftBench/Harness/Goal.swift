/// A target from the benchmark issue, with the figure measured against it.
struct Goal {
    /// What the goal asks, such as "warm read at most 3x a hand-wired read".
    let statement: String
    /// The measured figure, formatted, such as "2.41x".
    let measured: String
    /// Whether the measured figure meets the goal, or `nil` when this run could not measure it fairly.
    let isMet: Bool?

    /// `"met"`, `"NOT MET"` or `"not measurable in this run"`, as the table prints it.
    var verdict: String {
        switch isMet {
        case true?: "met"
        case false?: "NOT MET"
        case nil: "not measurable in this run"
        }
    }
}
