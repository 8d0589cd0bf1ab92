import Graft

/// What Home tells its parent: nothing yet; the protocol is where it would go.
@MainActor
public protocol HomeListener: AnyObject {}

/// Home's view, as the interactor sees it.
@MainActor
protocol HomePresentable: AnyObject {
    var listener: HomePresentableListener? { get set }
}

/// The screens the user can ask Home for.
@MainActor
protocol HomePresentableListener: AnyObject {
    func didSelectLandmarks()
    func didSelectFeatured()
    func didSelectFavourites()
    func didSelectProfile()
}

/// Switches between Home's screens as the user asks for them.
final class HomeInteractor: PresentableInteractor<HomePresentable>, HomeInteractable, HomePresentableListener {
    weak var router: HomeRouting?
    weak var listener: HomeListener?

    override init(presenter: HomePresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    func didSelectLandmarks() {
        router?.routeToLandmarkList()
    }

    func didSelectFeatured() {
        router?.routeToFeatured()
    }

    func didSelectFavourites() {
        router?.routeToFavourites()
    }

    func didSelectProfile() {
        router?.routeToProfile()
    }
}
