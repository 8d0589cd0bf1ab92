import Synchronization

/// An analytics service that keeps every event in memory, so a test can check what was tracked.
///
/// Safe to track from many threads at once.
public final class RecordingAnalyticsService: AnalyticsService {
    private let recorded = Mutex<[AnalyticsEvent]>([])

    /// Creates a service with no events recorded.
    public init() {}

    /// The events tracked so far, oldest first.
    public var events: [AnalyticsEvent] {
        recorded.withLock { $0 }
    }

    /// Appends the event to ``events``.
    ///
    /// - Parameter event: What happened.
    public func track(_ event: AnalyticsEvent) {
        recorded.withLock { $0.append(event) }
    }
}
