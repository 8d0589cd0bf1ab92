/// An analytics service that drops every event: for previews, and for code that must not record anything.
public struct NoOpAnalyticsService: AnalyticsService {
    /// Creates the service.
    public init() {}

    /// Does nothing.
    ///
    /// - Parameter event: The event, ignored.
    public func track(_ event: AnalyticsEvent) {}
}
