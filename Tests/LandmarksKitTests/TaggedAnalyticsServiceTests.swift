import LandmarksServices
import Testing

@Suite struct TaggedAnalyticsServiceTests {
    @Test func addsItsTagsToEveryEvent() {
        let base = RecordingAnalyticsService()
        let tagged = TaggedAnalyticsService(base: base, tags: ["user": "demo", "screen": "profile"])
        tagged.track("opened", properties: ["id": "denali"])
        #expect(
            base.events == [
                AnalyticsEvent("opened", properties: ["id": "denali", "user": "demo", "screen": "profile"])
            ])
    }

    @Test func keepsAnEventsOwnPropertyOverATagOfTheSameName() {
        let base = RecordingAnalyticsService()
        TaggedAnalyticsService(base: base, tags: ["user": "demo"]).track("switched", properties: ["user": "other"])
        #expect(base.events == [AnalyticsEvent("switched", properties: ["user": "other"])])
    }
}
