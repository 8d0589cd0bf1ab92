import Graft
import LandmarksServices
import LandmarksUI

/// What the landmark list tells its parent: nothing yet.
@MainActor
public protocol LandmarkListListener: AnyObject {}

/// The list's view, as the interactor drives it.
@MainActor
protocol LandmarkListPresentable: AnyObject {
    var listener: LandmarkListPresentableListener? { get set }
    func showLandmarks(_ landmarks: [Landmark], in category: Landmark.Category?)
    func showError(_ message: String)
}

/// What the list's view asks of its interactor.
@MainActor
protocol LandmarkListPresentableListener: AnyObject {
    func showLandmarks(in category: Landmark.Category?) async
    func showLandmark(id: Landmark.ID) async
}

/// Lists landmarks from the store, and opens one landmark's detail.
final class LandmarkListInteractor: PresentableInteractor<LandmarkListPresentable>, LandmarkListInteractable,
    LandmarkListPresentableListener
{
    weak var router: LandmarkListRouting?
    weak var listener: LandmarkListListener?
    private let landmarkStore: LandmarkStore
    private let analyticsService: any AnalyticsService

    init(presenter: LandmarkListPresentable, landmarkStore: LandmarkStore, analyticsService: any AnalyticsService) {
        self.landmarkStore = landmarkStore
        self.analyticsService = analyticsService
        super.init(presenter: presenter)
        presenter.listener = self
    }

    func showLandmarks(in category: Landmark.Category?) async {
        // Listing goes back from a landmark's detail to the list.
        router?.routeToList()
        if case .failed(let message) = await landmarkStore.loadIfNeeded() {
            presenter.showError(message)
            return
        }
        let landmarks = category.map(landmarkStore.landmarks(in:)) ?? landmarkStore.landmarks
        analyticsService.track("landmarks_listed", properties: category.map { ["category": $0.rawValue] } ?? [:])
        presenter.showLandmarks(landmarks, in: category)
    }

    func showLandmark(id: Landmark.ID) async {
        do {
            try await openLandmark(id: id)
        } catch {
            presenter.showError(error.description)
        }
    }
}

extension LandmarkListInteractor: LandmarkListActionableItem {
    func openLandmark(id: Landmark.ID) async throws(ActionableItemError) {
        if case .failed(let message) = await landmarkStore.loadIfNeeded() {
            throw ActionableItemError(description: message)
        }
        guard let landmark = landmarkStore.landmark(id: id) else {
            throw ActionableItemError(description: "no landmark has the id \"\(id)\"; list shows every id")
        }
        router?.routeToDetail(of: landmark)
    }
}
