import Graft

/// The signed-in feature's router, as its parent sees it.
@MainActor
protocol LoggedInRouting: ViewableRouting {}

/// The signed-in interactor, as its router sees it; it listens to Home.
@MainActor
protocol LoggedInInteractable: Interactable, HomeListener {
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
}
