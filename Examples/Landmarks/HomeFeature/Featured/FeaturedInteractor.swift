import Graft
import LandmarksServices

/// What the featured screen tells its parent: nothing yet.
@MainActor
protocol FeaturedListener: AnyObject {}

/// The featured view, as the interactor drives it.
@MainActor
protocol FeaturedPresentable: AnyObject {
    var listener: FeaturedPresentableListener? { get set }
    func showFeatured(_ landmarks: [Landmark])
    func showError(_ message: String)
}

/// What the featured view asks of its interactor.
@MainActor
protocol FeaturedPresentableListener: AnyObject {
    func showFeatured() async
}

/// Lists the featured landmarks from the store.
final class FeaturedInteractor: PresentableInteractor<FeaturedPresentable>, FeaturedInteractable,
    FeaturedPresentableListener
{
    weak var router: FeaturedRouting?
    weak var listener: FeaturedListener?
    private let landmarkStore: LandmarkStore
    private let analyticsService: any AnalyticsService

    init(presenter: FeaturedPresentable, landmarkStore: LandmarkStore, analyticsService: any AnalyticsService) {
        self.landmarkStore = landmarkStore
        self.analyticsService = analyticsService
        super.init(presenter: presenter)
        presenter.listener = self
    }

    func showFeatured() async {
        if case .failed(let message) = await landmarkStore.loadIfNeeded() {
            presenter.showError(message)
            return
        }
        analyticsService.track("featured_listed")
        presenter.showFeatured(landmarkStore.featured)
    }
}
