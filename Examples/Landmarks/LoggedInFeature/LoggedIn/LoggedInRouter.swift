public import Graft
public import HomeFeature
import LandmarksUI

/// The signed-in feature's router, as its parent sees it.
@MainActor
public protocol LoggedInRouting: ViewableRouting {
    /// The signed-in feature's actionable item, which workflows reach through the root.
    var actionableItem: any LoggedInActionableItem { get }

    /// Home's actionable item while it is attached.
    var homeActionableItem: (any HomeActionableItem)? { get }
}

/// The signed-in interactor, as its router sees it; it listens to Home.
@MainActor
protocol LoggedInInteractable: Interactable, HomeListener, LoggedInActionableItem {
    var router: LoggedInRouting? { get set }
    var listener: LoggedInListener? { get set }
}

/// The signed-in view, which shows Home's view.
@MainActor
protocol LoggedInViewControllable: ContainerViewControllable {}

/// Attaches Home, which the signed-in feature always shows.
final class LoggedInRouter: ViewableRouter<LoggedInInteractable, LoggedInViewControllable>, LoggedInRouting {
    private let homeBuilder: HomeBuildable
    private var home: HomeRouting?

    init(
        interactor: LoggedInInteractable, viewController: LoggedInViewControllable, homeBuilder: HomeBuildable,
        component: LoggedInComponent
    ) {
        self.homeBuilder = homeBuilder
        super.init(interactor: interactor, viewController: viewController, component: component)
        interactor.router = self
    }

    override func didLoad() {
        let home = homeBuilder.build(withListener: interactor)
        replaceChild(nil, with: home, in: viewController)
        self.home = home
    }

    var actionableItem: any LoggedInActionableItem { interactor }

    var homeActionableItem: (any HomeActionableItem)? { home?.actionableItem }
}
