/// A place worth visiting, validated and ready to show.
///
/// Landmarks are only made from API records that passed validation (see ``LandmarkCatalog``), so every landmark
/// has a well-formed id, a name, a known category and coordinates on the globe.
public struct Landmark: Identifiable, Hashable, Sendable {
    /// The landmark's short kebab-case slug, such as `golden-gate-bridge`.
    public let id: ID
    /// The landmark's name, such as "Golden Gate Bridge".
    public let name: String
    /// The kind of place the landmark is.
    public let category: Category
    /// The park, city or area the landmark is in.
    public let location: String
    /// The state, province or country the landmark is in.
    public let region: String
    /// A few sentences about the landmark.
    public let summary: String
    /// Whether the landmark is in the featured list.
    public let isFeatured: Bool
    /// Where the landmark is on the globe.
    public let coordinates: Coordinates

    /// Creates a landmark from values that are already valid.
    ///
    /// - Parameters:
    ///   - id: The landmark's slug.
    ///   - name: The landmark's name.
    ///   - category: The kind of place the landmark is.
    ///   - location: The park, city or area the landmark is in.
    ///   - region: The state, province or country the landmark is in.
    ///   - summary: A few sentences about the landmark.
    ///   - isFeatured: Whether the landmark is in the featured list.
    ///   - coordinates: Where the landmark is on the globe.
    public init(
        id: ID, name: String, category: Category, location: String, region: String, summary: String,
        isFeatured: Bool, coordinates: Coordinates
    ) {
        self.id = id
        self.name = name
        self.category = category
        self.location = location
        self.region = region
        self.summary = summary
        self.isFeatured = isFeatured
        self.coordinates = coordinates
    }
}
