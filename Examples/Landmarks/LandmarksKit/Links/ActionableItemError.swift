/// Why an actionable item could not do what a workflow's step asked, in words for the user.
struct ActionableItemError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong and, when the user can fix it, what to do, such as
    /// `no landmark has the id "atlantis"; list shows every id`.
    let description: String
}
