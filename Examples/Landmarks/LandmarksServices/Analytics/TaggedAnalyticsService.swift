/// An analytics service that adds fixed properties to every event and passes it on to another service.
///
/// A component uses it to give its subtree analytics of its own without touching the rest of the app. In
/// Landmarks, `LoggedInComponent` tags every event tracked below it with the signed-in user, while the features
/// outside the session track untagged events:
///
/// ```swift
/// var analyticsService: any AnalyticsService {
///     shared { TaggedAnalyticsService(base: dependency.analyticsService, tags: ["user": session.userName]) }
/// }
/// ```
public struct TaggedAnalyticsService: AnalyticsService {
    /// The service the tagged events go to.
    public let base: any AnalyticsService
    /// The properties added to every event; an event's own property of the same name wins.
    public let tags: [String: String]

    /// Creates a service that tags events and passes them to `base`.
    ///
    /// - Parameters:
    ///   - base: The service the tagged events go to.
    ///   - tags: The properties to add to every event.
    public init(base: any AnalyticsService, tags: [String: String]) {
        self.base = base
        self.tags = tags
    }

    /// Adds the tags to the event and tracks it with the base service.
    ///
    /// - Parameter event: What happened.
    public func track(_ event: AnalyticsEvent) {
        base.track(AnalyticsEvent(event.name, properties: event.properties.merging(tags) { own, _ in own }))
    }
}
