import Graft
import LandmarksServices

/// What the profile tells its parent: nothing yet.
@MainActor
protocol ProfileListener: AnyObject {}

/// The profile's view, as the interactor drives it.
@MainActor
protocol ProfilePresentable: AnyObject {
    var listener: ProfilePresentableListener? { get set }
    func showProfile(of session: Session, favouriteCount: Int, viewedIDs: [Landmark.ID])
}

/// What the profile's view asks of its interactor.
@MainActor
protocol ProfilePresentableListener: AnyObject {
    func showProfile()
}

/// Shows the signed-in user, their favourites count and what they viewed in this session.
final class ProfileInteractor: PresentableInteractor<ProfilePresentable>, ProfileInteractable,
    ProfilePresentableListener
{
    weak var router: ProfileRouting?
    weak var listener: ProfileListener?
    private let session: Session
    private let favouritesStore: FavouritesStore
    let viewingHistory: ViewingHistory
    private let analyticsService: any AnalyticsService

    init(
        presenter: ProfilePresentable, session: Session, favouritesStore: FavouritesStore,
        viewingHistory: ViewingHistory, analyticsService: any AnalyticsService
    ) {
        self.session = session
        self.favouritesStore = favouritesStore
        self.viewingHistory = viewingHistory
        self.analyticsService = analyticsService
        super.init(presenter: presenter)
        presenter.listener = self
    }

    func showProfile() {
        analyticsService.track("profile_viewed")
        presenter.showProfile(
            of: session, favouriteCount: favouritesStore.ids.count, viewedIDs: viewingHistory.viewedIDs)
    }
}
