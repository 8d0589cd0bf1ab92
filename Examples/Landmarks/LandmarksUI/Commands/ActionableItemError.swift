/// Why an actionable item could not do what a workflow's step asked, in words for the user.
public struct ActionableItemError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong and, when the user can fix it, what to do, such as
    /// `no landmark has the id "atlantis"; list shows every id`.
    public let description: String

    /// Creates the error.
    ///
    /// - Parameter description: What went wrong and, when the user can fix it, what to do.
    public init(description: String) {
        self.description = description
    }
}
