extension Landmark {
    /// A handful of landmarks held in memory, for the mock and preview services and for tests.
    ///
    /// Two of them are featured, and they cover five categories.
    public static let samples: [Landmark] = [
        sample(
            "golden-gate-bridge", "Golden Gate Bridge", .bridges, "San Francisco", "California, USA",
            "A suspension bridge painted international orange, spanning the strait into San Francisco Bay.",
            featured: true, 37.8199, -122.4783),
        sample(
            "crater-lake", "Crater Lake", .lakes, "Crater Lake National Park", "Oregon, USA",
            "A deep blue lake filling the caldera of a collapsed volcano.",
            featured: true, 42.9446, -122.1090),
        sample(
            "lake-tahoe", "Lake Tahoe", .lakes, "Sierra Nevada", "California and Nevada, USA",
            "A large alpine lake with clear water on the border of two states.",
            featured: false, 39.0968, -120.0324),
        sample(
            "mount-rainier", "Mount Rainier", .mountains, "Mount Rainier National Park", "Washington, USA",
            "A glaciated volcano that dominates the skyline south of Seattle.",
            featured: false, 46.8523, -121.7603),
        sample(
            "statue-of-liberty", "Statue of Liberty", .monuments, "Liberty Island, New York City", "New York, USA",
            "A copper statue of a robed woman holding a torch, given by France.",
            featured: false, 40.6892, -74.0445),
        sample(
            "yosemite-falls", "Yosemite Falls", .waterfalls, "Yosemite National Park", "California, USA",
            "A tiered waterfall dropping from the north rim of Yosemite Valley.",
            featured: false, 37.7568, -119.5965),
    ]

    private static func sample(
        _ id: String, _ name: String, _ category: Category, _ location: String, _ region: String, _ summary: String,
        featured: Bool, _ latitude: Double, _ longitude: Double
    ) -> Landmark {
        guard let id = ID(id), let coordinates = Coordinates(latitude: latitude, longitude: longitude) else {
            fatalError("Landmark.samples: sample \(id) has an invalid id or coordinates")
        }
        return Landmark(
            id: id, name: name, category: category, location: location, region: region, summary: summary,
            isFeatured: featured, coordinates: coordinates)
    }
}
