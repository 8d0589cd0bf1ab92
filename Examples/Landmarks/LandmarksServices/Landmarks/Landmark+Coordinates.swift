extension Landmark {
    /// A point on the globe in degrees.
    public struct Coordinates: Hashable, Sendable {
        /// Degrees north of the equator, from -90 to 90.
        public let latitude: Double
        /// Degrees east of the prime meridian, from -180 to 180.
        public let longitude: Double

        /// Creates coordinates, or returns `nil` when either value is not a finite number in its range.
        ///
        /// - Parameters:
        ///   - latitude: Degrees north of the equator, from -90 to 90.
        ///   - longitude: Degrees east of the prime meridian, from -180 to 180.
        public init?(latitude: Double, longitude: Double) {
            guard (-90.0...90.0).contains(latitude), (-180.0...180.0).contains(longitude) else { return nil }
            self.latitude = latitude
            self.longitude = longitude
        }
    }
}
