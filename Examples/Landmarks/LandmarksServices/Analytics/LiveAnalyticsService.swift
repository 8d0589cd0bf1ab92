public import Foundation

/// An analytics service that writes each event as one timestamped line to a log.
///
/// The example has no analytics backend, so the log is the real destination: by default a file,
/// `analytics.log` in the data directory, which stays quiet on the terminal. Lines look like
/// `2025-01-01T12:00:00Z landmark_viewed id=golden-gate-bridge`.
public struct LiveAnalyticsService: AnalyticsService {
    private let writeLine: @Sendable (String) -> Void
    private let now: @Sendable () -> Date

    /// Creates a service that appends lines to a file, creating the file and its folder when needed.
    ///
    /// A line that cannot be written is dropped: analytics never stops the app.
    ///
    /// - Parameter logFile: The file to append to.
    public init(logFile: URL) {
        let log = AppendOnlyLog(file: logFile)
        self.init(now: Date.init) { log.append($0) }
    }

    /// Creates a service that hands each line to a closure.
    ///
    /// - Parameters:
    ///   - now: The clock that timestamps events.
    ///   - writeLine: Receives each line, without a trailing newline.
    public init(now: @escaping @Sendable () -> Date = Date.init, writeLine: @escaping @Sendable (String) -> Void) {
        self.now = now
        self.writeLine = writeLine
    }

    /// Writes the event as one line.
    ///
    /// - Parameter event: What happened.
    public func track(_ event: AnalyticsEvent) {
        writeLine("\(now().formatted(.iso8601)) \(event)")
    }
}
