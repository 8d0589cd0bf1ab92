public import LandmarksServices
public import LandmarksUI

/// What a workflow can ask of the landmark list: one landmark's detail.
@MainActor
public protocol LandmarkListActionableItem: AnyObject, Sendable {
    /// Shows a landmark's detail, as `show ID` does, loading the landmarks first if needed.
    ///
    /// - Parameter id: The landmark's id.
    /// - Throws: ``ActionableItemError`` when no landmark has the id or the landmarks cannot be loaded.
    func openLandmark(id: Landmark.ID) async throws(ActionableItemError)
}
