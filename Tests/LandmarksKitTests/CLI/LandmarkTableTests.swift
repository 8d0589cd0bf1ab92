import Testing

@testable import LandmarksServices
@testable import LandmarksUI

@Suite struct LandmarkTableTests {
    @Test func startsEachLineWithTheIDAndAlignsTheRest() throws {
        let landmarks = Landmark.samples.filter { $0.category == .lakes || $0.category == .bridges }
        let lines = LandmarkTable.lines(landmarks)
        #expect(lines.count == landmarks.count)
        for (line, landmark) in zip(lines, landmarks) {
            #expect(line.hasPrefix(landmark.id.rawValue + "  "))
            #expect(line.hasSuffix("\(landmark.name) (\(landmark.category.rawValue), \(landmark.region))"))
        }
        let textColumns = Set(
            lines.map { $0.count - ($0.split(separator: " ", maxSplits: 1)[1].drop { $0 == " " }).count })
        #expect(textColumns == ["golden-gate-bridge".count + 2])
    }

    @Test func printsNothingForNoLandmarks() {
        #expect(LandmarkTable.lines([Landmark]()).isEmpty)
    }
}
