/// An API record that failed validation and was left out of a ``LandmarkCatalog``.
public struct DroppedRecord: Hashable, Sendable, CustomStringConvertible {
    /// The record's zero-based position in the response.
    public let position: Int
    /// What was wrong with the record.
    public let reason: Reason

    /// What was wrong with a dropped record.
    public enum Reason: Error, Hashable, Sendable, CustomStringConvertible {
        /// The id is missing or is not a kebab-case slug.
        case invalidID(String?)
        /// A required field is missing or blank; the associated value is the API's field name.
        case missingField(String)
        /// The category is not one of ``Landmark/Category``.
        case unknownCategory(String)
        /// The latitude is outside -90...90 or the longitude outside -180...180.
        case coordinatesOutOfRange(latitude: Double, longitude: Double)
        /// Another record earlier in the response has the same id.
        case duplicateID(Landmark.ID)
        /// The record is not a JSON object of the expected shape.
        case undecodable(String)

        /// The reason in a few words.
        public var description: String {
            switch self {
            case .invalidID(let id?): "id \"\(id)\" is not a kebab-case slug"
            case .invalidID(nil): "id is missing"
            case .missingField(let field): "\(field) is missing"
            case .unknownCategory(let category): "unknown category \"\(category)\""
            case .coordinatesOutOfRange(let latitude, let longitude):
                "coordinates (\(latitude), \(longitude)) are out of range"
            case .duplicateID(let id): "id \(id) appears more than once"
            case .undecodable(let detail): "not a landmark record: \(detail)"
            }
        }
    }

    /// Creates a report of a dropped record.
    ///
    /// - Parameters:
    ///   - position: The record's zero-based position in the response.
    ///   - reason: What was wrong with the record.
    public init(position: Int, reason: Reason) {
        self.position = position
        self.reason = reason
    }

    /// The record's position and reason on one line.
    public var description: String {
        "record \(position): \(reason)"
    }
}
