import LandmarksServices
import LandmarksUI

/// A landmark's detail screen: its fields, one per line.
final class LandmarkDetailViewController: TerminalViewController, LandmarkDetailPresentable,
    LandmarkDetailViewControllable
{
    func showLandmark(_ landmark: Landmark, isFavourite: Bool) {
        show([
            "\(landmark.id): \(landmark.name)",
            "Category: \(landmark.category.displayName)",
            "Location: \(landmark.location), \(landmark.region)",
            "Coordinates: \(landmark.coordinates.latitude), \(landmark.coordinates.longitude)",
            "Featured: \(landmark.isFeatured ? "yes" : "no")",
            "Favourite: \(isFavourite ? "yes" : "no")",
            landmark.summary,
        ])
    }
}
