public import Graft

/// The signed-out feature's router, as its parent sees it; the feature has no children.
@MainActor
public protocol LoggedOutRouting: ViewableRouting {}

/// The signed-out interactor, as its router sees it.
@MainActor
protocol LoggedOutInteractable: Interactable {
    var router: LoggedOutRouting? { get set }
    var listener: LoggedOutListener? { get set }
}

/// The signed-out view, as its router sees it.
@MainActor
protocol LoggedOutViewControllable: ViewControllable {}

final class LoggedOutRouter: ViewableRouter<LoggedOutInteractable, LoggedOutViewControllable>, LoggedOutRouting {
    init(interactor: LoggedOutInteractable, viewController: LoggedOutViewControllable, component: LoggedOutComponent) {
        super.init(interactor: interactor, viewController: viewController, component: component)
        interactor.router = self
    }
}
