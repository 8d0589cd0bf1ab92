extension Landmark {
    /// The kind of place a landmark is.
    ///
    /// The raw value is the lowercase plural name the API and the command line use, such as `lakes`.
    public enum Category: String, CaseIterable, Hashable, Sendable {
        /// Bridges.
        case bridges
        /// Canyons and gorges.
        case canyons
        /// Lakes.
        case lakes
        /// Monuments, memorials and historic structures.
        case monuments
        /// Mountains and peaks.
        case mountains
        /// Rivers and river bends.
        case rivers
        /// Waterfalls.
        case waterfalls

        /// The category's name for people, such as "Waterfalls".
        public var displayName: String {
            rawValue.prefix(1).uppercased() + rawValue.dropFirst()
        }
    }
}
