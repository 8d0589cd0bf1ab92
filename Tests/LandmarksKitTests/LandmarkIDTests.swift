import LandmarksServices
import Testing

@Suite struct LandmarkIDTests {
    @Test(arguments: ["golden-gate-bridge", "denali", "route-66", "a", "k2"])
    func acceptsKebabCaseSlugs(_ slug: String) {
        #expect(Landmark.ID(slug)?.rawValue == slug)
    }

    @Test(arguments: [
        "", "Golden-Gate", "golden gate", "golden_gate", "-denali", "denali-", "double--hyphen", "café",
        String(repeating: "a", count: 65),
    ])
    func rejectsAnythingElse(_ text: String) {
        #expect(Landmark.ID(text) == nil)
    }

    @Test func acceptsTheLongestAllowedSlug() {
        #expect(Landmark.ID(String(repeating: "a", count: Landmark.ID.maximumLength)) != nil)
    }
}
