// The problem: this target does not compile, on purpose.
let count: Int = "three"
