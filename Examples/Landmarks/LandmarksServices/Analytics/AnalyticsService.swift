/// Records what users do.
///
/// Unlike the other services, this one is a protocol with a type per implementation, the classic shape:
/// ``LiveAnalyticsService`` writes events to a log, ``NoOpAnalyticsService`` drops them, and
/// ``RecordingAnalyticsService`` keeps them for tests to read. Tracking never throws and never blocks for long:
/// analytics must not get in the way of the app.
public protocol AnalyticsService: Sendable {
    /// Records one event.
    ///
    /// - Parameter event: What happened.
    func track(_ event: AnalyticsEvent)
}

extension AnalyticsService {
    /// Records one event made from a name and properties.
    ///
    /// - Parameters:
    ///   - name: The event's name in snake case.
    ///   - properties: Details of the event.
    public func track(_ name: String, properties: [String: String] = [:]) {
        track(AnalyticsEvent(name, properties: properties))
    }
}
