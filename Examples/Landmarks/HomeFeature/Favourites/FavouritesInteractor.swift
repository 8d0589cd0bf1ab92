import Graft
import LandmarksServices
import LandmarksUI

/// What the favourites screen tells its parent: nothing yet.
@MainActor
protocol FavouritesListener: AnyObject {}

/// The favourites view, as the interactor drives it.
@MainActor
protocol FavouritesPresentable: AnyObject {
    var listener: FavouritesPresentableListener? { get set }
    func showFavourites(_ rows: [LandmarkTable.Row])
    func showChange(_ message: String)
    func showError(_ message: String)
}

/// What the favourites view asks of its interactor.
@MainActor
protocol FavouritesPresentableListener: AnyObject {
    func showFavourites() async
    func addFavourite(_ id: Landmark.ID) async
    func removeFavourite(_ id: Landmark.ID) async
}

/// Lists, adds and removes favourites, checking ids against the landmarks.
final class FavouritesInteractor: PresentableInteractor<FavouritesPresentable>, FavouritesInteractable,
    FavouritesPresentableListener
{
    weak var router: FavouritesRouting?
    weak var listener: FavouritesListener?
    private let favouritesStore: FavouritesStore
    private let landmarkStore: LandmarkStore
    private let analyticsService: any AnalyticsService

    init(
        presenter: FavouritesPresentable, favouritesStore: FavouritesStore, landmarkStore: LandmarkStore,
        analyticsService: any AnalyticsService
    ) {
        self.favouritesStore = favouritesStore
        self.landmarkStore = landmarkStore
        self.analyticsService = analyticsService
        super.init(presenter: presenter)
        presenter.listener = self
    }

    func showFavourites() async {
        guard await loadLandmarks() else { return }
        analyticsService.track("favourites_listed")
        presenter.showFavourites(
            favouritesStore.ids.map { id in
                landmarkStore.landmark(id: id).map(LandmarkTable.Row.init) ?? LandmarkTable.Row(unknown: id)
            })
    }

    func addFavourite(_ id: Landmark.ID) async {
        guard await loadLandmarks() else { return }
        guard let landmark = landmarkStore.landmark(id: id) else {
            presenter.showError("no landmark has the id \"\(id)\"; list shows every id")
            return
        }
        do {
            guard try favouritesStore.add(id) else {
                presenter.showChange("\(landmark.name) is already a favourite.")
                return
            }
        } catch {
            presenter.showError(String(describing: error))
            return
        }
        analyticsService.track("favourite_added", properties: ["id": id.rawValue])
        presenter.showChange("Added \(landmark.name) to your favourites.")
    }

    func removeFavourite(_ id: Landmark.ID) async {
        guard await loadLandmarks() else { return }
        let name = landmarkStore.landmark(id: id)?.name ?? id.rawValue
        let removed: Bool
        do {
            removed = try favouritesStore.remove(id)
        } catch {
            presenter.showError(String(describing: error))
            return
        }
        guard removed else {
            if landmarkStore.landmark(id: id) == nil {
                presenter.showError("no landmark has the id \"\(id)\"; list shows every id")
            } else {
                presenter.showChange("\(name) is not a favourite.")
            }
            return
        }
        analyticsService.track("favourite_removed", properties: ["id": id.rawValue])
        presenter.showChange("Removed \(name) from your favourites.")
    }

    /// Loads the landmarks if needed, reporting a failure.
    private func loadLandmarks() async -> Bool {
        if case .failed(let message) = await landmarkStore.loadIfNeeded() {
            presenter.showError(message)
            return false
        }
        return true
    }
}
