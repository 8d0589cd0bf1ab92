/// Where a ``LandmarkStore`` is in loading its landmarks.
public enum LoadingState: Hashable, Sendable {
    /// Nothing has been requested yet.
    case idle
    /// A request is in flight.
    case loading
    /// The last request succeeded.
    case loaded
    /// The last request failed; the message is one line fit to show to a person.
    case failed(message: String)

    /// Whether a request is in flight.
    public var isLoading: Bool { self == .loading }

    /// The failure message, or `nil` when the last request did not fail.
    public var failureMessage: String? {
        if case .failed(let message) = self { return message }
        return nil
    }
}
