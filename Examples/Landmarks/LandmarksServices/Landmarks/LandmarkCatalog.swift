/// The landmarks an API response described, validated, with a count of the records that were dropped.
///
/// This is the service boundary: API records go in, and only landmarks that passed validation come out. Invalid
/// records are never shown; they are counted in ``droppedRecordCount`` and described in ``droppedRecords``.
public struct LandmarkCatalog: Hashable, Sendable {
    /// The valid landmarks, in the order the API sent them.
    public let landmarks: [Landmark]
    /// The records that failed validation, in the order the API sent them.
    public let droppedRecords: [DroppedRecord]

    /// The number of records that failed validation.
    public var droppedRecordCount: Int { droppedRecords.count }

    /// Creates a catalog from landmarks that are already valid.
    ///
    /// - Parameters:
    ///   - landmarks: The landmarks, in display order.
    ///   - droppedRecords: The records left out, if any.
    public init(landmarks: [Landmark], droppedRecords: [DroppedRecord] = []) {
        self.landmarks = landmarks
        self.droppedRecords = droppedRecords
    }

    /// Validates every element of a response, keeping the valid landmarks and recording the rest.
    ///
    /// The first record with a given id wins; later ones are dropped as duplicates.
    init(_ response: LandmarkListResponse) {
        var landmarks: [Landmark] = []
        var dropped: [DroppedRecord] = []
        var seen: Set<Landmark.ID> = []
        for (position, element) in response.landmarks.enumerated() {
            let result: Result<Landmark, DroppedRecord.Reason> =
                switch element {
                case .record(let record): record.validated()
                case .undecodable(let detail): .failure(.undecodable(detail))
                }
            switch result {
            case .success(let landmark) where seen.insert(landmark.id).inserted:
                landmarks.append(landmark)
            case .success(let landmark):
                dropped.append(DroppedRecord(position: position, reason: .duplicateID(landmark.id)))
            case .failure(let reason):
                dropped.append(DroppedRecord(position: position, reason: reason))
            }
        }
        self.init(landmarks: landmarks, droppedRecords: dropped)
    }

    /// Returns the landmark with an id.
    ///
    /// - Parameter id: The landmark's slug.
    /// - Returns: The landmark, or `nil` when the catalog has none with that id.
    public func landmark(id: Landmark.ID) -> Landmark? {
        landmarks.first { $0.id == id }
    }
}
