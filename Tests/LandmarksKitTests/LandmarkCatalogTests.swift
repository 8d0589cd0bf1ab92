import Foundation
import Testing

@testable import LandmarksServices

@Suite struct LandmarkCatalogTests {
    private static let validRecord = """
        {"id": "crater-lake", "name": " Crater Lake ", "category": "lakes", "location": "Crater Lake National Park",
         "region": "Oregon, USA", "description": "A deep blue lake.", "is_featured": true,
         "coordinates": {"latitude": 42.9446, "longitude": -122.109}}
        """

    private func catalog(_ records: String...) throws -> LandmarkCatalog {
        let json = #"{"landmarks": ["# + records.joined(separator: ",") + "]}"
        return LandmarkCatalog(try JSONDecoder().decode(LandmarkListResponse.self, from: Data(json.utf8)))
    }

    /// The valid record with one field replaced by raw JSON, or removed when `value` is nil.
    private func record(replacing field: String, with value: String?) throws -> String {
        var object = try JSONSerialization.jsonObject(with: Data(Self.validRecord.utf8)) as! [String: Any]
        if let value {
            object[field] = try JSONSerialization.jsonObject(with: Data(value.utf8), options: .fragmentsAllowed)
        } else {
            object[field] = nil
        }
        return String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self)
    }

    @Test func mapsAValidRecordToALandmark() throws {
        let catalog = try catalog(Self.validRecord)
        let landmark = try #require(catalog.landmarks.first)
        #expect(catalog.landmarks.count == 1)
        #expect(catalog.droppedRecordCount == 0)
        #expect(landmark.id.rawValue == "crater-lake")
        #expect(landmark.name == "Crater Lake")
        #expect(landmark.category == .lakes)
        #expect(landmark.location == "Crater Lake National Park")
        #expect(landmark.region == "Oregon, USA")
        #expect(landmark.summary == "A deep blue lake.")
        #expect(landmark.isFeatured)
        #expect(landmark.coordinates.latitude == 42.9446)
        #expect(landmark.coordinates.longitude == -122.109)
    }

    @Test func treatsAMissingFeaturedFlagAsNotFeatured() throws {
        let catalog = try catalog(try record(replacing: "is_featured", with: nil))
        #expect(catalog.landmarks.first?.isFeatured == false)
    }

    @Test(
        arguments: [
            ("id", #""Crater Lake""#, DroppedRecord.Reason.invalidID("Crater Lake")),
            ("id", nil, .invalidID(nil)),
            ("name", #""   ""#, .missingField("name")),
            ("name", nil, .missingField("name")),
            ("category", #""volcanoes""#, .unknownCategory("volcanoes")),
            ("location", #""""#, .missingField("location")),
            ("region", nil, .missingField("region")),
            ("description", nil, .missingField("description")),
            ("coordinates", #"{"latitude": 91, "longitude": 0}"#, .coordinatesOutOfRange(latitude: 91, longitude: 0)),
            (
                "coordinates", #"{"latitude": 0, "longitude": -180.5}"#,
                .coordinatesOutOfRange(latitude: 0, longitude: -180.5)
            ),
            ("coordinates", #"{"latitude": 10}"#, .missingField("coordinates")),
        ] as [(String, String?, DroppedRecord.Reason)])
    func dropsAndCountsAnInvalidRecord(field: String, value: String?, reason: DroppedRecord.Reason) throws {
        let catalog = try catalog(try record(replacing: field, with: value))
        #expect(catalog.landmarks.isEmpty)
        #expect(catalog.droppedRecordCount == 1)
        #expect(catalog.droppedRecords == [DroppedRecord(position: 0, reason: reason)])
    }

    @Test func dropsARecordOfTheWrongShapeAndKeepsTheOthers() throws {
        let wrongType = try record(replacing: "coordinates", with: #"{"latitude": "north", "longitude": 1}"#)
        let catalog = try catalog(Self.validRecord, wrongType, "42")
        #expect(catalog.landmarks.map(\.id.rawValue) == ["crater-lake"])
        #expect(catalog.droppedRecords.map(\.position) == [1, 2])
        for dropped in catalog.droppedRecords {
            guard case .undecodable = dropped.reason else {
                Issue.record("expected an undecodable record, got \(dropped.reason)")
                continue
            }
        }
    }

    @Test func keepsTheFirstOfTwoRecordsWithTheSameID() throws {
        let renamed = try record(replacing: "name", with: #""Another Lake""#)
        let catalog = try catalog(Self.validRecord, renamed)
        #expect(catalog.landmarks.map(\.name) == ["Crater Lake"])
        let duplicate = try #require(Landmark.ID("crater-lake"))
        #expect(catalog.droppedRecords == [DroppedRecord(position: 1, reason: .duplicateID(duplicate))])
    }

    @Test func describesADroppedRecordOnOneLine() {
        let dropped = DroppedRecord(position: 3, reason: .unknownCategory("volcanoes"))
        #expect(dropped.description == #"record 3: unknown category "volcanoes""#)
    }
}
