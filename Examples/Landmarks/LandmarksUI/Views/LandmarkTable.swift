public import LandmarksServices

/// Landmarks as the `list`, `featured` and `favs` commands print them: one per line, starting with the id, so
/// scripts can cut the first column.
///
/// ```text
/// crater-lake         Crater Lake (lakes, Oregon, USA)
/// golden-gate-bridge  Golden Gate Bridge (bridges, California, USA)
/// ```
public enum LandmarkTable {
    /// One row: a landmark's id and what follows it.
    public struct Row: Hashable, Sendable {
        /// The landmark's id, the first column.
        let id: Landmark.ID
        /// What follows the id: the landmark's name, category and region, or a note that the id is unknown.
        let text: String

        /// The row of a landmark.
        ///
        /// - Parameter landmark: The landmark.
        public init(_ landmark: Landmark) {
            id = landmark.id
            text = "\(landmark.name) (\(landmark.category.rawValue), \(landmark.region))"
        }

        /// The row of an id the catalog does not know, such as a favourite that was removed from the API.
        ///
        /// - Parameter id: The id.
        public init(unknown id: Landmark.ID) {
            self.id = id
            text = "(not in the catalog)"
        }
    }

    /// Lines for rows, with the text aligned after the longest id.
    ///
    /// - Parameter rows: The rows, in display order.
    /// - Returns: One line per row.
    public static func lines(_ rows: [Row]) -> [String] {
        let width = rows.map(\.id.rawValue.count).max() ?? 0
        return rows.map { row in
            row.id.rawValue + String(repeating: " ", count: width - row.id.rawValue.count + 2) + row.text
        }
    }

    /// Lines for landmarks, with the text aligned after the longest id.
    ///
    /// - Parameter landmarks: The landmarks, in display order.
    /// - Returns: One line per landmark.
    public static func lines(_ landmarks: [Landmark]) -> [String] {
        lines(landmarks.map(Row.init))
    }
}
