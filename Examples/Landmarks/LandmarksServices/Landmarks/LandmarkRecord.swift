/// One landmark as the API sends it, before validation.
///
/// Every field is optional so that a record with a missing field still decodes and can be reported as dropped,
/// rather than failing the whole list. Only ``LandmarkCatalog`` turns records into ``Landmark`` values.
struct LandmarkRecord: Decodable, Sendable, Equatable {
    var id: String?
    var name: String?
    var category: String?
    var location: String?
    var region: String?
    var summary: String?
    var isFeatured: Bool?
    var coordinates: CoordinatesRecord?

    /// A point as the API sends it.
    struct CoordinatesRecord: Decodable, Sendable, Equatable {
        var latitude: Double?
        var longitude: Double?
    }

    private enum CodingKeys: String, CodingKey {
        case id, name, category, location, region, coordinates
        case summary = "description"
        case isFeatured = "is_featured"
    }
}
