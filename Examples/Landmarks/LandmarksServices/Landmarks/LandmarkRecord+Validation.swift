import Foundation

extension LandmarkRecord {
    /// Checks the record and makes the landmark it describes.
    ///
    /// Text fields are trimmed; a field that is missing or blank is a problem, except `is_featured`, which
    /// defaults to `false`.
    ///
    /// - Returns: The landmark, or the first problem found.
    func validated() -> Result<Landmark, DroppedRecord.Reason> {
        guard let rawID = id, let landmarkID = Landmark.ID(rawID) else { return .failure(.invalidID(id)) }
        guard let name = Self.text(name) else { return .failure(.missingField("name")) }
        guard let rawCategory = category else { return .failure(.missingField("category")) }
        guard let category = Landmark.Category(rawValue: rawCategory) else {
            return .failure(.unknownCategory(rawCategory))
        }
        guard let location = Self.text(location) else { return .failure(.missingField("location")) }
        guard let region = Self.text(region) else { return .failure(.missingField("region")) }
        guard let summary = Self.text(summary) else { return .failure(.missingField("description")) }
        guard let latitude = coordinates?.latitude, let longitude = coordinates?.longitude else {
            return .failure(.missingField("coordinates"))
        }
        guard let point = Landmark.Coordinates(latitude: latitude, longitude: longitude) else {
            return .failure(.coordinatesOutOfRange(latitude: latitude, longitude: longitude))
        }
        return .success(
            Landmark(
                id: landmarkID, name: name, category: category, location: location, region: region,
                summary: summary, isFeatured: isFeatured ?? false, coordinates: point))
    }

    private static func text(_ value: String?) -> String? {
        guard let trimmed = value?.trimmingCharacters(in: .whitespacesAndNewlines), !trimmed.isEmpty else {
            return nil
        }
        return trimmed
    }
}
