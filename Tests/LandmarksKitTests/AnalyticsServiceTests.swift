import Foundation
import LandmarksServices
import Synchronization
import Testing

@Suite struct AnalyticsServiceTests {
    @Test func recordingKeepsEventsInOrder() {
        let analytics = RecordingAnalyticsService()
        analytics.track("signed_in", properties: ["user": "demo"])
        analytics.track(AnalyticsEvent("landmark_viewed", properties: ["id": "denali"]))
        #expect(
            analytics.events == [
                AnalyticsEvent("signed_in", properties: ["user": "demo"]),
                AnalyticsEvent("landmark_viewed", properties: ["id": "denali"]),
            ])
    }

    @Test func recordingKeepsEveryEventTrackedConcurrently() async {
        let analytics = RecordingAnalyticsService()
        await withTaskGroup { group in
            for index in 0..<200 {
                group.addTask { analytics.track("tapped", properties: ["index": String(index)]) }
            }
        }
        #expect(analytics.events.count == 200)
        #expect(Set(analytics.events.compactMap { $0.properties["index"] }).count == 200)
    }

    @Test func liveWritesOneTimestampedLinePerEvent() {
        let lines = Mutex<[String]>([])
        let analytics = LiveAnalyticsService(now: { Date(timeIntervalSince1970: 0) }) { line in
            lines.withLock { $0.append(line) }
        }
        analytics.track("landmark_viewed", properties: ["id": "denali", "from": "list"])
        #expect(lines.withLock { $0 } == ["1970-01-01T00:00:00Z landmark_viewed from=list id=denali"])
    }

    @Test func liveAppendsToALogFileItCreates() throws {
        try withTemporaryDirectory { directory throws in
            let log = directory.appending(path: "nested/analytics.log")
            let analytics = LiveAnalyticsService(logFile: log)
            analytics.track("signed_in")
            analytics.track("signed_out")
            let lines = try String(contentsOf: log, encoding: .utf8).split(separator: "\n")
            #expect(lines.count == 2)
            #expect(lines.first?.hasSuffix(" signed_in") == true)
            #expect(lines.last?.hasSuffix(" signed_out") == true)
        }
    }

    @Test func liveDropsEventsItCannotWriteInsteadOfStopping() throws {
        try withTemporaryDirectory { directory throws in
            let blocker = directory.appending(path: "not-a-folder")
            try Data("x".utf8).write(to: blocker)
            LiveAnalyticsService(logFile: blocker.appending(path: "analytics.log")).track("signed_in")
            #expect(try fileNames(in: directory) == ["not-a-folder"])
        }
    }

    @Test func describesAnEventWithSortedProperties() {
        #expect(AnalyticsEvent("viewed", properties: ["b": "2", "a": "1"]).description == "viewed a=1 b=2")
    }
}
