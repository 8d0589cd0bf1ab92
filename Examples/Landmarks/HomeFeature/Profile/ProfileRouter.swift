import Graft

/// The profile's router, as its parent sees it; the profile has no children.
@MainActor
protocol ProfileRouting: ViewableRouting {}

/// The profile's interactor, as its router sees it.
@MainActor
protocol ProfileInteractable: Interactable {
    var router: ProfileRouting? { get set }
    var listener: ProfileListener? { get set }
}

/// The profile's view, as its router sees it.
@MainActor
protocol ProfileViewControllable: ViewControllable {}

final class ProfileRouter: ViewableRouter<ProfileInteractable, ProfileViewControllable>, ProfileRouting {
    init(interactor: ProfileInteractable, viewController: ProfileViewControllable, component: ProfileComponent) {
        super.init(interactor: interactor, viewController: viewController, component: component)
        interactor.router = self
    }
}
