/// A target from the benchmark issue, with the figure measured against it.
struct Goal {
    /// What the goal asks, such as "warm read at most 3x a hand-wired read".
    let statement: String
    /// The measured figure, formatted, such as "2.41x".
    let measured: String
    /// Whether the measured figure meets the goal.
    let isMet: Bool

    /// `"met"` or `"NOT MET"`, as the table prints it.
    var verdict: String { isMet ? "met" : "NOT MET" }
}
