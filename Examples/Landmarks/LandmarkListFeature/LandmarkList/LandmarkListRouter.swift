public import Graft
public import LandmarksServices
import LandmarksUI

/// The list's navigation: the list alone, or one landmark's detail over it.
@MainActor
public protocol LandmarkListRouting: ViewableRouting {
    /// Shows a landmark's detail, replacing any other.
    ///
    /// - Parameter landmark: The landmark to show.
    func routeToDetail(of landmark: Landmark)

    /// Closes the detail, back to the list.
    func routeToList()
}

/// The list's interactor, as its router sees it.
@MainActor
protocol LandmarkListInteractable: Interactable, LandmarkDetailListener {
    var router: LandmarkListRouting? { get set }
    var listener: LandmarkListListener? { get set }
}

/// The list's view, which shows the detail's view.
@MainActor
protocol LandmarkListViewControllable: ContainerViewControllable {}

final class LandmarkListRouter: ViewableRouter<LandmarkListInteractable, LandmarkListViewControllable>,
    LandmarkListRouting
{
    private let landmarkDetailBuilder: LandmarkDetailBuildable
    private var detail: LandmarkDetailRouting?

    init(
        interactor: LandmarkListInteractable, viewController: LandmarkListViewControllable,
        landmarkDetailBuilder: LandmarkDetailBuildable,
        component: LandmarkListComponent
    ) {
        self.landmarkDetailBuilder = landmarkDetailBuilder
        super.init(interactor: interactor, viewController: viewController, component: component)
        interactor.router = self
    }

    func routeToDetail(of landmark: Landmark) {
        let next = landmarkDetailBuilder.build(withListener: interactor, landmark: landmark)
        replaceChild(detail, with: next, in: viewController)
        detail = next
    }

    func routeToList() {
        replaceChild(detail, with: nil, in: viewController)
        detail = nil
    }
}
