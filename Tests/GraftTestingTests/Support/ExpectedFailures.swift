import Testing

/// Runs `body` and expects it to report a failure whose message contains each of `fragments`.
///
/// A body that reports nothing fails the test ("Known issue was not recorded"), and so does one that reports a
/// failure with another message.
func expectFailure(
    containing fragments: [String],
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: () -> Void
) {
    withKnownIssue(sourceLocation: sourceLocation) {
        body()
    } matching: { issue in
        message(of: issue).map { message in fragments.allSatisfy { message.contains($0) } } ?? false
    }
}

/// Runs `body` and expects it to report a failure whose message contains each of `fragments`.
func expectFailure(
    containing fragments: [String],
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: () async -> Void
) async {
    await withKnownIssue(sourceLocation: sourceLocation) {
        await body()
    } matching: { issue in
        message(of: issue).map { message in fragments.allSatisfy { message.contains($0) } } ?? false
    }
}

/// The message a GraftTesting helper gave an issue, or `nil` for an issue it did not record, such as a failed
/// `#expect`.
private func message(of issue: Issue) -> String? {
    guard case .unconditional = issue.kind else { return nil }
    return issue.comments.map(\.rawValue).joined(separator: "\n")
}
