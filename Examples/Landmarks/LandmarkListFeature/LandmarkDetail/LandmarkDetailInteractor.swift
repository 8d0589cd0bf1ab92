import Graft
import LandmarksServices

/// What a landmark's detail tells its parent: nothing yet.
@MainActor
protocol LandmarkDetailListener: AnyObject {}

/// The detail's view, as the interactor drives it.
@MainActor
protocol LandmarkDetailPresentable: AnyObject {
    func showLandmark(_ landmark: Landmark, isFavourite: Bool)
}

/// Shows one landmark when it comes on screen, and records that it was viewed.
final class LandmarkDetailInteractor: PresentableInteractor<LandmarkDetailPresentable>, LandmarkDetailInteractable {
    weak var router: LandmarkDetailRouting?
    weak var listener: LandmarkDetailListener?
    private let landmark: Landmark
    private let favouritesStore: FavouritesStore
    private let analyticsService: any AnalyticsService
    private let viewingHistory: ViewingHistory

    init(
        presenter: LandmarkDetailPresentable, landmark: Landmark, favouritesStore: FavouritesStore,
        analyticsService: any AnalyticsService, viewingHistory: ViewingHistory
    ) {
        self.landmark = landmark
        self.favouritesStore = favouritesStore
        self.analyticsService = analyticsService
        self.viewingHistory = viewingHistory
        super.init(presenter: presenter)
    }

    override func didBecomeActive() {
        viewingHistory.record(landmark.id)
        analyticsService.track("landmark_viewed", properties: ["id": landmark.id.rawValue])
        presenter.showLandmark(landmark, isFavourite: favouritesStore.contains(landmark.id))
    }
}
